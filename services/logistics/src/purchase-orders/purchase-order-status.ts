import type { PurchaseOrderStatus } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { conflict, notFound } from "@atelier/kit";

const LABEL: Record<PurchaseOrderStatus, string> = {
  draft: "a draft",
  sent: "sent",
  acknowledged: "acknowledged",
  partly_received: "partly received",
  received: "received",
  cancelled: "cancelled",
};

/** The statuses an order may be in for each change: draft → sent → acknowledged → partly received → received, or cancelled before anything arrives. */
const ALLOWED_FROM = {
  sent: ["draft"],
  acknowledged: ["sent"],
  cancelled: ["draft", "sent", "acknowledged"],
  received: ["sent", "acknowledged", "partly_received"],
} as const satisfies Record<string, readonly PurchaseOrderStatus[]>;

export type PurchaseOrderChange = keyof typeof ALLOWED_FROM;

const VERB: Record<PurchaseOrderChange, string> = {
  sent: "sent",
  acknowledged: "acknowledged",
  cancelled: "cancelled",
  received: "received against",
};

/** A 409 saying why, unless an order in `status` may take the change. */
export function assertChangeAllowed(status: PurchaseOrderStatus, change: PurchaseOrderChange): void {
  if (!(ALLOWED_FROM[change] as readonly PurchaseOrderStatus[]).includes(status)) {
    throw conflict(`This purchase order is ${LABEL[status]} and cannot be ${VERB[change]}`);
  }
}

/** Locks the order's row for the transaction, so two changes to it run one after the other and each sees the status the other left. */
export async function lockPurchaseOrder(tx: Prisma.TransactionClient, id: string): Promise<PurchaseOrderStatus> {
  const [row] = await tx.$queryRaw<Array<{ status: PurchaseOrderStatus }>>`SELECT status::text AS status FROM purchase_orders WHERE id = ${id}::uuid FOR UPDATE`;
  if (!row) throw notFound("Purchase order not found");
  return row.status;
}
