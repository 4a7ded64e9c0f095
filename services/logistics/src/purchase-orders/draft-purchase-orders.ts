import type { PrismaClient } from "@atelier/db";
import type { ProjectChanges } from "@atelier/kit";
import { orderableLineInclude, writePurchaseOrders } from "./write-purchase-orders";

export interface ApprovedQuote {
  /** The quote.approved event's id: each supplier's order takes its id from it, so a redelivery drafts nothing again. */
  eventId: string;
  quoteId: string;
  projectId: string;
  studioId: string;
}

/**
 * Drafts one purchase order per supplier for an approved quote, its lines at cost price. Lines whose supplier
 * is not one of the studio's stay on no order: the project's "to order" list shows them. All orders of an
 * approval commit together; a redelivered event finds them and drafts none again. Answers how many it drafted.
 */
export async function draftPurchaseOrders({ prisma, changes }: { prisma: PrismaClient; changes: ProjectChanges }, approved: ApprovedQuote): Promise<number> {
  const { eventId, quoteId, projectId, studioId } = approved;
  if (await prisma.purchaseOrder.findFirst({ where: { sourceEventId: eventId }, select: { id: true } })) return 0;
  const [lines, suppliers] = await Promise.all([
    prisma.quoteLine.findMany({ where: { quoteId, kind: "item", quote: { status: "approved", studioId } }, include: orderableLineInclude, orderBy: { sortOrder: "asc" } }),
    prisma.supplier.findMany({ where: { studioId } }),
  ]);
  const drafted = await prisma.$transaction((tx) => writePurchaseOrders(tx, { studioId, projectId, sourceId: eventId }, lines, suppliers));
  if (drafted > 0) changes.announce(projectId, "purchase-orders");
  return drafted;
}
