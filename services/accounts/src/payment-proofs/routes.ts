import { endpoints } from "@atelier/contracts";
import { createUploadQuota, portal, staff, type DeclaredRoutes } from "@atelier/kit";
import type { AccountsRecords } from "../access/records";
import type { AccountsDeps } from "../config";
import { confirmPaymentProofRoute } from "./confirm-payment-proof-route";
import { declinePaymentProofRoute } from "./decline-payment-proof-route";
import { listPaymentProofs } from "./list-payment-proofs";
import { submitPaymentProof } from "./submit-payment-proof";

/** Proofs of payment: uploaded by the client in the portal, confirmed into payments (or declined) by the studio. */
export function paymentProofRoutes(routes: DeclaredRoutes, records: AccountsRecords, deps: AccountsDeps): void {
  const quota = createUploadQuota(deps.config, deps.redis, deps.storage);
  // The gateway turns the link's token into this portal caller before the request arrives.
  routes.serve(endpoints.submitPaymentProof, portal(records.project, "projectId"), submitPaymentProof({ ...deps, quota }));
  routes.serve(endpoints.projectPaymentProofs, staff(records.project), listPaymentProofs(deps));
  routes.serve(endpoints.confirmPaymentProof, staff(records.paymentProof), confirmPaymentProofRoute(deps));
  routes.serve(endpoints.declinePaymentProof, staff(records.paymentProof), declinePaymentProofRoute(deps));
}
