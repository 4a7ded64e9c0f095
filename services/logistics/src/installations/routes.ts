import { endpoints } from "@atelier/contracts";
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
  routes.serve(endpoints.projectInstallations, staff(records.project), listInstallations(deps));
  routes.serve(endpoints.scheduleInstallation, staff(records.project), createInstallationRoute(deps));
  routes.serve(endpoints.updateInstallation, staff(records.installation), updateInstallationRoute(deps));
  routes.serve(endpoints.startInstallation, staff(records.installation), startInstallationRoute(deps));
  routes.serve(endpoints.completeInstallation, staff(records.installation), completeInstallationRoute(deps));
  routes.serve(endpoints.cancelInstallation, staff(records.installation), cancelInstallationRoute(deps));
}
