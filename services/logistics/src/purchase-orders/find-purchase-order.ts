import type { PrismaClient } from "@atelier/db";
import { purchaseOrderInclude, type PurchaseOrderWithLines } from "./purchase-order-response";

/** One order with its supplier and its lines in order. */
export function findPurchaseOrder(prisma: PrismaClient, id: string): Promise<PurchaseOrderWithLines> {
  return prisma.purchaseOrder.findUniqueOrThrow({ where: { id }, include: { ...purchaseOrderInclude, lines: { orderBy: { sortOrder: "asc" } } } });
}
