import { createDeliveryRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { toDeliveryResponse } from "./delivery-response";
import { scheduleDelivery } from "./schedule-delivery";

/** POST /api/projects/:id/deliveries: 201 with the new delivery. */
export function scheduleDeliveryRoute(deps: LogisticsDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const delivery = await scheduleDelivery(deps, project, parseInput(createDeliveryRequestSchema, req.body));
    res.status(201).json(toDeliveryResponse(delivery));
  };
}
