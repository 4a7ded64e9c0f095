import { endpoints } from "@atelier/contracts";
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
  routes.serve(endpoints.projects, staff(), listProjects(deps));
  routes.serve(endpoints.createProject, staff(), createProjectRoute(deps));
  routes.serve(endpoints.project, staff(records.projectOverview), getProject());
  routes.serve(endpoints.updateProject, staff(records.project), updateProjectRoute(deps));
  routes.serve(endpoints.archiveProject, staff(records.project), archiveProjectRoute(deps, true));
  routes.serve(endpoints.restoreProject, staff(records.project), archiveProjectRoute(deps, false));
  routes.serve(endpoints.deleteProject, staff(records.project), deleteProjectRoute(media));
}
