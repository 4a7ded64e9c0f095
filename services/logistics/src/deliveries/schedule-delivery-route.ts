import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { toDeliveryResponse } from "./delivery-response";
import { scheduleDelivery } from "./schedule-delivery";

/** POST /api/projects/:id/deliveries: 201 with the new delivery. */
export function scheduleDeliveryRoute(deps: LogisticsDeps): RouteHandler<Endpoints["scheduleDelivery"], Staff, Project> {
  return async (_req, res, { record: project, body }) => {
    const delivery = await scheduleDelivery(deps, project, body);
    res.status(201).json(toDeliveryResponse(delivery));
  };
}
