import { ITEM_STAGES, type ItemStage, type ItemWhereabouts } from "@atelier/contracts";

/** What is known of one production item's way to the client, from production, purchase orders, deliveries and installations. */
export interface ItemTrail {
  approvedAt: Date | null;
  /** Production past pending: the maker has the order, whether or not a purchase order says when. */
  productionStarted: boolean;
  /** The purchase orders holding the item's quote line. */
  purchaseOrders: Array<{ status: string; sentAt: Date | null }>;
  /** The deliveries carrying the item. */
  deliveries: Array<{ status: string; scheduledDate: Date; deliveredDate: Date | null }>;
  /** When the project's completed installations were done (their scheduled dates). */
  installationsDone: Date[];
}

const ORDERED_PO_STATUSES = ["sent", "acknowledged", "partly_received", "received"];

const earliest = (dates: Array<Date | null>): Date | null =>
  dates.filter((date): date is Date => date !== null).sort((a, b) => a.getTime() - b.getTime())[0] ?? null;

/**
 * The furthest stage the item reached and the date of each stage. Installations are not tied to items,
 * so a delivered item counts as installed on the first completed installation of the project on or after its delivery.
 */
export function itemWhereabouts(trail: ItemTrail): ItemWhereabouts {
  const orders = trail.purchaseOrders.filter((order) => ORDERED_PO_STATUSES.includes(order.status));
  const moving = trail.deliveries.filter((delivery) => delivery.status === "in_transit");
  const delivered = earliest(trail.deliveries.filter((delivery) => delivery.status === "completed").map((delivery) => delivery.deliveredDate));
  const installed = delivered ? earliest(trail.installationsDone.filter((done) => done.getTime() >= delivered.getTime())) : null;
  const reached: Record<ItemStage, boolean> = {
    approved: true,
    ordered: orders.length > 0 || trail.productionStarted,
    in_transit: moving.length > 0,
    delivered: delivered !== null,
    installed: installed !== null,
  };
  const stage = [...ITEM_STAGES].reverse().find((each) => reached[each]) ?? "approved";
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return {
    stage,
    dates: {
      approved: iso(trail.approvedAt),
      ordered: iso(earliest(orders.map((order) => order.sentAt))),
      in_transit: iso(earliest(moving.map((delivery) => delivery.scheduledDate))),
      delivered: iso(delivered),
      installed: iso(installed),
    },
  };
}
