import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { ProjectsDeps } from "../config";
import { createProjectRoute } from "./create-project-route";
import { getProject } from "./get-project";
import { listProjects } from "./list-projects";
import { updateProjectRoute } from "./update-project-route";

export function projectRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: ProjectsDeps): void {
  routes.get("/api/projects", staff(), listProjects(deps));
  routes.post("/api/projects", staff(), createProjectRoute(deps));
  routes.get("/api/projects/:id", staff(records.projectOverview), getProject());
  routes.put("/api/projects/:id", staff(records.project), updateProjectRoute(deps));
}
