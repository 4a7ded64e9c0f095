import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { deliveryDetails } from "./delivery-records";
import { toDeliveryResponse } from "./delivery-response";

/** GET /api/projects/:id/deliveries: the project's deliveries by scheduled date. */
export function listDeliveries({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const deliveries = await prisma.delivery.findMany({
      where: { projectId: project.id },
      orderBy: [{ scheduledDate: "asc" }, { deliveryNumber: "asc" }],
      include: deliveryDetails,
    });
    res.json(deliveries.map(toDeliveryResponse));
  };
}
