import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { AccountsRecords } from "../access/records";
import type { AccountsDeps } from "../config";
import { getProjectFees } from "./get-project-fees";
import { setProjectFeesRoute } from "./set-project-fees-route";

/** How each project's fee is billed: by the hour, a fixed fee, or a percent of procurement. */
export function projectFeeRoutes(routes: DeclaredRoutes, records: AccountsRecords, deps: AccountsDeps): void {
  routes.serve(endpoints.projectFees, staff(records.project), getProjectFees(deps.prisma));
  routes.serve(endpoints.setProjectFees, staff(records.project), setProjectFeesRoute(deps));
}
