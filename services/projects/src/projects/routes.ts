import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { MediaDeps, ProjectsDeps } from "../config";
import { archiveProjectRoute } from "./archive-project-route";
import { createProjectRoute } from "./create-project-route";
import { deleteProjectRoute } from "./delete-project-route";
import { getProject } from "./get-project";
import { listProjects } from "./list-projects";
import { updateProjectRoute } from "./update-project-route";

export function projectRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ProjectsDeps, media: MediaDeps): void {
  routes.get("/api/projects", staff(), listProjects(deps));
  routes.post("/api/projects", staff(), createProjectRoute(deps));
  routes.get("/api/projects/:id", staff(records.projectOverview), getProject());
  routes.put("/api/projects/:id", staff(records.project), updateProjectRoute(deps));
  routes.post("/api/projects/:id/archive", staff(records.project), archiveProjectRoute(deps, true));
  routes.post("/api/projects/:id/restore", staff(records.project), archiveProjectRoute(deps, false));
  routes.delete("/api/projects/:id", staff(records.project), deleteProjectRoute(media));
}
