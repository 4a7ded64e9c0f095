import type { ToOrderLine } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { orderedThing } from "./purchase-order-response";

/**
 * The project's approved item lines that no live order carries: their supplier is not one of the studio's,
 * or their order was cancelled. Nothing approved is lost between the quote and the orders.
 */
export async function toOrderLines(prisma: PrismaClient, projectId: string): Promise<ToOrderLine[]> {
  const lines = await prisma.quoteLine.findMany({
    where: {
      kind: "item",
      quote: { projectId, status: "approved" },
      purchaseOrderLines: { none: { purchaseOrder: { status: { not: "cancelled" } } } },
    },
    include: { quote: { select: { number: true } }, roomItem: { select: { supplier: true } } },
    orderBy: [{ quote: { approvedAt: "asc" } }, { sortOrder: "asc" }],
  });
  return lines.map((line) => ({
    quoteLineId: line.id,
    quoteId: line.quoteId,
    quoteNumber: line.quote.number,
    ...orderedThing(line),
    supplierText: line.supplier ?? line.roomItem?.supplier ?? null,
  }));
}
