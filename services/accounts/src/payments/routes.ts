import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { AccountsRecords } from "../access/records";
import type { AccountsDeps } from "../config";
import { listProjectPayments } from "./list-project-payments";
import { recordPaymentRoute } from "./record-payment-route";
import { recordRefundRoute } from "./record-refund";

/** Money received from a project's client, where it went, and what of their credit was paid back. */
export function paymentRoutes(routes: DeclaredRoutes, records: AccountsRecords, deps: AccountsDeps): void {
  routes.serve(endpoints.projectPayments, staff(records.project), listProjectPayments(deps));
  routes.serve(endpoints.recordPayment, staff(records.project), recordPaymentRoute(deps));
  routes.serve(endpoints.recordRefund, staff(records.project), recordRefundRoute(deps));
}
