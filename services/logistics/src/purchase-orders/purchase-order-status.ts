import { PURCHASE_ORDER_RULES, type PurchaseOrderAction, type PurchaseOrderStatus } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { assertStateAllows, notFound } from "@atelier/kit";

/** A 409 saying why, unless an order in `status` may take the change (PURCHASE_ORDER_RULES). */
export const assertChangeAllowed = (status: PurchaseOrderStatus, change: PurchaseOrderAction) => assertStateAllows(PURCHASE_ORDER_RULES, status, change);

/** Locks the order's row for the transaction, so two changes to it run one after the other and each sees the status the other left. */
export async function lockPurchaseOrder(tx: Prisma.TransactionClient, id: string): Promise<PurchaseOrderStatus> {
  const [row] = await tx.$queryRaw<Array<{ status: PurchaseOrderStatus }>>`SELECT status::text AS status FROM purchase_orders WHERE id = ${id}::uuid FOR UPDATE`;
  if (!row) throw notFound("Purchase order not found");
  return row.status;
}
