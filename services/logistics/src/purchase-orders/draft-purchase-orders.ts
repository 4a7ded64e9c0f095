import type { PrismaClient, QuoteLine, Supplier } from "@atelier/db";
import { uuidFrom, type ProjectChanges } from "@atelier/kit";
import { lineTotal, sumMoney } from "@atelier/money";
import { nextStudioNumbers } from "../numbering/next-studio-number";
import { supplierMatcher } from "./supplier-of-line";

export interface ApprovedQuote {
  /** The quote.approved event's id: each supplier's order takes its id from it, so a redelivery drafts nothing again. */
  eventId: string;
  quoteId: string;
  projectId: string;
  studioId: string;
}

type ApprovedLine = QuoteLine & { roomItem: { supplierId: string | null; supplier: string | null } | null };

/**
 * Drafts one purchase order per supplier for an approved quote, its lines at cost price (the line's unit cost
 * times its quantity). Lines whose supplier is not one of the studio's stay on no order: the project's
 * "to order" list shows them. All orders of an approval commit together; a redelivered event finds them
 * and drafts none again. Answers how many orders it drafted.
 */
export async function draftPurchaseOrders({ prisma, changes }: { prisma: PrismaClient; changes: ProjectChanges }, approved: ApprovedQuote): Promise<number> {
  const { eventId, quoteId, projectId, studioId } = approved;
  if (await prisma.purchaseOrder.findFirst({ where: { sourceEventId: eventId }, select: { id: true } })) return 0;
  const [lines, suppliers] = await Promise.all([
    prisma.quoteLine.findMany({
      where: { quoteId, kind: "item", quote: { status: "approved", studioId } },
      include: { roomItem: { select: { supplierId: true, supplier: true } } },
      orderBy: { sortOrder: "asc" },
    }),
    prisma.supplier.findMany({ where: { studioId } }),
  ]);
  const orders = linesBySupplier(lines, suppliers);
  if (orders.size === 0) return 0;

  const suppliersInOrder = [...orders.keys()];
  const orderIdOf = (supplierId: string) => uuidFrom(`${eventId}:purchase-order:${supplierId}`);
  const lineRows = suppliersInOrder.flatMap((supplierId) =>
    orders.get(supplierId)!.map((line, index) => ({
      purchaseOrderId: orderIdOf(supplierId),
      quoteLineId: line.id,
      roomItemId: line.roomItemId,
      roomName: line.roomName,
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      unitCost: line.unitCost,
      lineTotal: lineTotal(line.quantity, line.unitCost),
      sortOrder: index,
    })),
  );
  await prisma.$transaction(async (tx) => {
    const numbers = await nextStudioNumbers(tx, studioId, { prefix: "PO", year: new Date().getUTCFullYear(), digits: 4 }, suppliersInOrder.length);
    await tx.purchaseOrder.createMany({
      data: suppliersInOrder.map((supplierId, index) => ({
        id: orderIdOf(supplierId),
        studioId,
        projectId,
        supplierId,
        quoteId,
        sourceEventId: eventId,
        number: numbers[index]!,
        subtotal: sumMoney(lineRows.filter((row) => row.purchaseOrderId === orderIdOf(supplierId)).map((row) => row.lineTotal)),
      })),
    });
    await tx.purchaseOrderLine.createMany({ data: lineRows });
  });
  changes.announce(projectId, "purchase-orders");
  return orders.size;
}

function linesBySupplier(lines: readonly ApprovedLine[], suppliers: readonly Supplier[]): Map<string, ApprovedLine[]> {
  const supplierOf = supplierMatcher(suppliers);
  const orders = new Map<string, ApprovedLine[]>();
  for (const line of lines) {
    const supplier = supplierOf({ supplierId: line.roomItem?.supplierId ?? null, supplierText: line.supplier ?? line.roomItem?.supplier ?? null });
    if (!supplier) continue;
    const supplierLines = orders.get(supplier.id) ?? [];
    supplierLines.push(line);
    orders.set(supplier.id, supplierLines);
  }
  return orders;
}
