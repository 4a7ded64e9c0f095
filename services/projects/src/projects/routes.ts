import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import { createProject } from "./create-project";
import { getProject } from "./get-project";
import { listProjects } from "./list-projects";
import { updateProject } from "./update-project";

export function projectRoutes(router: Router, deps: ServiceDeps<unknown>): void {
  router.get("/api/projects", listProjects(deps));
  router.post("/api/projects", createProject(deps));
  router.get("/api/projects/:id", getProject(deps));
  router.put("/api/projects/:id", updateProject(deps));
}
