import type { PurchaseOrderStatus } from "@atelier/contracts";

/** A line of an order as receiving reads it. */
export interface ReceivableLine {
  id: string;
  name: string;
  quantity: number;
  quantityReceived: number;
}

/** What a designer says has arrived: for each line named, the quantity received so far in all. */
export type ReceivedQuantities = ReadonlyArray<{ lineId: string; quantityReceived: number }>;

/** Each entry must name a line of this order, once, and no more than the line's quantity: the errors by field. */
export function receivingErrors(lines: readonly ReceivableLine[], received: ReceivedQuantities): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const seen = new Set<string>();
  received.forEach(({ lineId, quantityReceived }, index) => {
    const line = lines.find((candidate) => candidate.id === lineId);
    if (!line || seen.has(lineId)) errors[`lines.${index}.lineId`] = [line ? "Each line may be received once per request" : "This line is not on the purchase order"];
    else if (quantityReceived > line.quantity) errors[`lines.${index}.quantityReceived`] = [`At most ${line.quantity} can be received for ${line.name}`];
    seen.add(lineId);
  });
  return errors;
}

/**
 * The order's status once `received` is recorded: received when every line has all of its quantity, partly
 * received while some has come, and, when nothing has (a count corrected back to zero), as it was before anything
 * came: a partly received order goes back to acknowledged.
 */
export function statusAfterReceiving(status: PurchaseOrderStatus, lines: readonly ReceivableLine[], received: ReceivedQuantities): PurchaseOrderStatus {
  const after = lines.map((line) => received.find((entry) => entry.lineId === line.id)?.quantityReceived ?? line.quantityReceived);
  if (lines.every((line, index) => after[index]! >= line.quantity)) return "received";
  if (after.some((quantity) => quantity > 0)) return "partly_received";
  return status === "partly_received" ? "acknowledged" : status;
}
