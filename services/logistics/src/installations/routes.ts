import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { LogisticsRecords } from "../access/records";
import type { LogisticsDeps } from "../logistics-deps";
import { cancelInstallationRoute } from "./cancel-installation-route";
import { completeInstallationRoute } from "./complete-installation-route";
import { createInstallationRoute } from "./create-installation-route";
import { listInstallations } from "./list-installations";
import { startInstallationRoute } from "./start-installation-route";
import { updateInstallationRoute } from "./update-installation-route";

export function installationRoutes(routes: DeclaredRoutes, records: LogisticsRecords, deps: LogisticsDeps): void {
  routes.get("/api/projects/:id/installations", staff(records.project), listInstallations(deps));
  routes.post("/api/projects/:id/installations", staff(records.project), createInstallationRoute(deps));
  routes.put("/api/installations/:id", staff(records.installation), updateInstallationRoute(deps));
  routes.post("/api/installations/:id/start", staff(records.installation), startInstallationRoute(deps));
  routes.post("/api/installations/:id/complete", staff(records.installation), completeInstallationRoute(deps));
  routes.post("/api/installations/:id/cancel", staff(records.installation), cancelInstallationRoute(deps));
}
