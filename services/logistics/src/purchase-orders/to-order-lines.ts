import type { ToOrderLine } from "@atelier/contracts";
import type { Prisma, PrismaClient } from "@atelier/db";
import { orderedThing } from "./purchase-order-response";

/**
 * The project's approved item lines that no live order carries: their supplier is not one of the studio's,
 * or their order was cancelled. Nothing approved is lost between the quote and the orders.
 */
export const toOrderWhere = (projectId: string) =>
  ({
    kind: "item",
    quote: { projectId, status: "approved" },
    purchaseOrderLines: { none: { purchaseOrder: { status: { not: "cancelled" } } } },
  }) satisfies Prisma.QuoteLineWhereInput;

/** The to-order lines in the order they were approved. */
export const toOrderOrder = [{ quote: { approvedAt: "asc" } }, { sortOrder: "asc" }] satisfies Prisma.QuoteLineOrderByWithRelationInput[];

export async function toOrderLines(prisma: PrismaClient, projectId: string): Promise<ToOrderLine[]> {
  const lines = await prisma.quoteLine.findMany({
    where: toOrderWhere(projectId),
    include: { quote: { select: { number: true } }, roomItem: { select: { supplier: true, supplierId: true } } },
    orderBy: toOrderOrder,
  });
  return lines.map((line) => ({
    quoteLineId: line.id,
    quoteId: line.quoteId,
    quoteNumber: line.quote.number,
    ...orderedThing(line),
    supplierText: line.supplier ?? line.roomItem?.supplier ?? null,
    supplierId: line.roomItem?.supplierId ?? null,
  }));
}
