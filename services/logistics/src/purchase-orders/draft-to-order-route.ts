import type { Project } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { draftToOrderLines } from "./draft-to-order";

/** POST /api/projects/:id/purchase-orders: drafts orders for the to-order lines whose supplier the studio now has; 200 {drafted}. */
export function draftToOrderRoute(deps: LogisticsDeps): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    res.json({ drafted: await draftToOrderLines(deps, project) });
  };
}
