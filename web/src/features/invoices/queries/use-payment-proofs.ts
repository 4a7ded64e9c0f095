import { endpoints, type ConfirmPaymentProofRequest, type DeclinePaymentProofRequest } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import { INVOICES_KEY_ROOT, projectInvoicesQuery } from "./use-invoices";
import { projectPaymentsQuery } from "./use-payments";

/** The proofs of payment the project's client uploaded in the portal, newest first. */
export const projectPaymentProofsQuery = (projectId: string) => endpointQuery(endpoints.projectPaymentProofs, { params: { projectId } });

export function useProjectPaymentProofs(projectId: string) {
  return useQuery(projectPaymentProofsQuery(projectId));
}

/** A decision on a proof changes the proofs, and a confirmed one the payments and the invoices it settles. */
function useRefreshAccounts(projectId: string) {
  const queryClient = useQueryClient();
  return () => {
    for (const queryKey of [projectPaymentProofsQuery(projectId).queryKey, projectPaymentsQuery(projectId).queryKey, projectInvoicesQuery(projectId).queryKey, INVOICES_KEY_ROOT]) {
      void queryClient.invalidateQueries({ queryKey });
    }
  };
}

export function useConfirmPaymentProof(projectId: string, proofId: string) {
  const refresh = useRefreshAccounts(projectId);
  return useMutation({
    mutationFn: (body: ConfirmPaymentProofRequest) => callEndpoint(endpoints.confirmPaymentProof, { params: { proofId }, body }),
    onSuccess: (payment) => toast({ title: "Payment Recorded", description: `${formatRand(payment.amount)} received.` }),
    onSettled: refresh,
  });
}

export function useDeclinePaymentProof(projectId: string, proofId: string) {
  const refresh = useRefreshAccounts(projectId);
  return useMutation({
    mutationFn: (body: DeclinePaymentProofRequest) => callEndpoint(endpoints.declinePaymentProof, { params: { proofId }, body }),
    onSuccess: () => toast({ title: "Proof Declined", description: "The client sees why in their portal." }),
    onSettled: refresh,
  });
}
