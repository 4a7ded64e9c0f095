import { createProjectRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { createProject } from "./create-project";
import { toProjectResponse } from "./project-response";

/** POST /api/projects: 201 with the new project, which has nothing in it yet. */
export function createProjectRoute(deps: ProjectsDeps): AccessHandler<Staff, undefined> {
  return async (req, res, { caller }) => {
    const project = await createProject(deps, caller, parseInput(createProjectRequestSchema, req.body));
    res.status(201).json(toProjectResponse(project, { rooms: 0, images: 0, quotes: 0 }, null));
  };
}
