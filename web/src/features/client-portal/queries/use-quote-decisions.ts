import type { ApproveQuoteRequest, RequestQuoteChangesRequest } from "@atelier/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { approveQuote, requestQuoteChanges, type PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { clientPortalQuery } from "./use-client-portal";

/** After a decision the portal shows the quote as the server now has it: no page reload. */
function useRefetchPortal(access: PortalAccess) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: clientPortalQuery(access).queryKey });
}

export function useApproveQuote(access: PortalAccess, quoteId: string) {
  const refetch = useRefetchPortal(access);
  return useMutation({
    mutationFn: (request: ApproveQuoteRequest) => approveQuote(access, quoteId, request),
    onSettled: refetch,
  });
}

export function useRequestQuoteChanges(access: PortalAccess, quoteId: string) {
  const refetch = useRefetchPortal(access);
  return useMutation({
    mutationFn: (request: RequestQuoteChangesRequest) => requestQuoteChanges(access, quoteId, request),
    onSettled: refetch,
  });
}
