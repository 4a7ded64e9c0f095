import { endpoints } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

/** The quote's approval evidence and portal trail; under "/api/quotes", so it refreshes with the quote. */
export const quoteAuditQuery = (quoteId: string) => endpointQuery(endpoints.quoteAudit, { params: { quoteId } });

export function useQuoteAudit(quoteId: string) {
  return useQuery(quoteAuditQuery(quoteId));
}
