import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { purchaseOrderInclude, toPurchaseOrderSummary } from "./purchase-order-response";
import { toOrderLines } from "./to-order-lines";

/** GET /api/projects/:id/purchase-orders: the project's orders by supplier, and the approved lines still to order. */
export function listProjectPurchaseOrders({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const [orders, toOrder] = await Promise.all([
      prisma.purchaseOrder.findMany({ where: { projectId: project.id }, include: purchaseOrderInclude, orderBy: [{ supplier: { name: "asc" } }, { number: "asc" }] }),
      toOrderLines(prisma, project.id),
    ]);
    res.json({ purchaseOrders: orders.map(toPurchaseOrderSummary), toOrder });
  };
}
