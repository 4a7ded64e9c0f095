import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { setProjectFees } from "./set-project-fees";

/** PUT /api/projects/:id/fees: the project's fee basis, answered with where billing it stands. */
export function setProjectFeesRoute({ prisma, changes }: AccountsDeps): RouteHandler<Endpoints["setProjectFees"], Staff, Project> {
  return async (_req, res, { record: project, body }) => {
    const fees = await setProjectFees(prisma, project, body);
    changes.announce(project.id, "time");
    res.json(fees);
  };
}
