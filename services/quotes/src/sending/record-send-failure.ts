import type { PrismaClient } from "@atelier/db";
import type { ProjectChanges } from "@atelier/kit";

/** The quote keeps its status and shows why it was not sent; the next successful send clears the reason. */
export async function recordSendFailure({ prisma, changes }: { prisma: PrismaClient; changes: ProjectChanges }, quoteId: string, reason: string): Promise<void> {
  const quote = await prisma.quote.update({ where: { id: quoteId }, data: { sendFailedReason: reason } });
  changes.announce(quote.projectId, "quotes", quoteId);
}
