import type { Delivery } from "@atelier/db";

/** A delivery by its number ("DEL-2026-001"). */
export const deliveryRecord = (delivery: Pick<Delivery, "id" | "deliveryNumber">) => ({ type: "delivery" as const, id: delivery.id, label: delivery.deliveryNumber });
