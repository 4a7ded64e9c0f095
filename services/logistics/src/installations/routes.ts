import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import type { LogisticsRecords } from "../access/records";
import { createInstallation } from "./create-installation";
import { listInstallations } from "./list-installations";

export function installationRoutes(routes: DeclaredRoutes, records: LogisticsRecords, deps: ServiceDeps<unknown>): void {
  routes.get("/api/projects/:id/installations", staff(records.project), listInstallations(deps));
  routes.post("/api/projects/:id/installations", staff(records.project), createInstallation(deps));
}
