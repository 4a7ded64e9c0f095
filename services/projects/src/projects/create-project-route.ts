import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { createProject } from "./create-project";
import { toProjectResponse } from "./project-response";

/** POST /api/projects: 201 with the new project, which has nothing in it yet. */
export function createProjectRoute(deps: ProjectsDeps): RouteHandler<Endpoints["createProject"], Staff, undefined> {
  return async (_req, res, { caller, body }) => {
    const project = await createProject(deps, caller, body);
    res.status(201).json(toProjectResponse(project, { rooms: 0, images: 0, quotes: 0 }, null));
  };
}
