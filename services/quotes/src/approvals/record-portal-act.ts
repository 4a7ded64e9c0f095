import type { PrismaClient, QuoteAuditAction } from "@atelier/db";
import type { PortalRequestSeen } from "./request-seen";

export interface PortalAct {
  /** Given when the act comes from an event, so a redelivery adds no second row. */
  id?: string;
  quote: { id: string; projectId: string };
  action: QuoteAuditAction;
  seen: PortalRequestSeen;
  at?: Date;
}

/** Adds what the client did with a quote to its audit trail; the trail is only ever added to. */
export async function recordPortalAct(prisma: PrismaClient, { id, quote, action, seen, at }: PortalAct): Promise<void> {
  await prisma.quoteAuditEvent.createMany({
    data: [{ ...(id ? { id } : {}), quoteId: quote.id, projectId: quote.projectId, action, at: at ?? new Date(), ...seen }],
    skipDuplicates: true,
  });
}
