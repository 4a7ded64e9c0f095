import { endpoints, type RecordPaymentRequest, type RecordRefundRequest } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { toast } from "@/hooks/use-toast";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";
import { INVOICES_KEY_ROOT, projectInvoicesQuery } from "./use-invoices";

/** The project's payments, newest first, and the client's credit. */
export const projectPaymentsQuery = (projectId: string) => endpointQuery(endpoints.projectPayments, { params: { projectId } });

export function useProjectPayments(projectId: string) {
  return useQuery(projectPaymentsQuery(projectId));
}

/** A payment received; the invoices it settles and the payments list refresh. Its form hears of a refusal itself. */
export function useRecordPayment(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordPaymentRequest) => callEndpoint(endpoints.recordPayment, { params: { projectId }, body }),
    onSuccess: (payment) => {
      for (const queryKey of [projectPaymentsQuery(projectId).queryKey, projectInvoicesQuery(projectId).queryKey, INVOICES_KEY_ROOT]) void queryClient.invalidateQueries({ queryKey });
      const credit = Number(payment.unallocated) > 0 ? ` ${formatRand(payment.unallocated)} is kept as the client's credit.` : "";
      toast({ title: "Payment Recorded", description: `${formatRand(payment.amount)} received.${credit}` });
    },
  });
}

/** Money paid back to the client out of their credit; the payments list refreshes. Its form hears of a refusal itself. */
export function useRecordRefund(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RecordRefundRequest) => callEndpoint(endpoints.recordRefund, { params: { projectId }, body }),
    onSuccess: (refund) => {
      void queryClient.invalidateQueries({ queryKey: projectPaymentsQuery(projectId).queryKey });
      toast({ title: "Refund Recorded", description: `${formatRand(refund.amount)} paid back to the client.` });
    },
  });
}
