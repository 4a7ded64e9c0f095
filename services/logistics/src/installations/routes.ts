import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { LogisticsRecords } from "../access/records";
import type { LogisticsDeps } from "../logistics-deps";
import { createInstallationRoute } from "./create-installation-route";
import { listInstallations } from "./list-installations";

export function installationRoutes(routes: DeclaredRoutes, records: LogisticsRecords, deps: LogisticsDeps): void {
  routes.get("/api/projects/:id/installations", staff(records.project), listInstallations(deps));
  routes.post("/api/projects/:id/installations", staff(records.project), createInstallationRoute(deps));
}
