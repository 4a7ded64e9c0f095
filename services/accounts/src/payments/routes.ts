import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { AccountsRecords } from "../access/records";
import type { AccountsDeps } from "../config";
import { listProjectPayments } from "./list-project-payments";
import { recordPaymentRoute } from "./record-payment-route";

/** Money received from a project's client, and where it went. */
export function paymentRoutes(routes: DeclaredRoutes, records: AccountsRecords, deps: AccountsDeps): void {
  routes.serve(endpoints.projectPayments, staff(records.project), listProjectPayments(deps));
  routes.serve(endpoints.recordPayment, staff(records.project), recordPaymentRoute(deps));
}
