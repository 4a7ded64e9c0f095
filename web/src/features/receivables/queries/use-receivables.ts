import { endpoints } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

/** What every client owes the studio, the longest overdue first. */
export const receivablesQuery = () => endpointQuery(endpoints.receivables);

/** Read afresh each time the page opens: it sums every project's invoices and payments, which change on other pages. */
export function useReceivables() {
  return useQuery({ ...receivablesQuery(), refetchOnMount: "always" });
}
