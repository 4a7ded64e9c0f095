import { endpoints } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

/** The project's invoices and what its approved quotes leave to bill. */
export const projectInvoicesQuery = (projectId: string) => endpointQuery(endpoints.projectInvoices, { params: { projectId } });

/** One invoice with its lines; keyed under "/api/invoices", so every open invoice refreshes together. */
export const invoiceQuery = (invoiceId: string) => endpointQuery(endpoints.invoice, { params: { invoiceId } });

/** The key every invoice's query starts with. */
export const INVOICES_KEY_ROOT = invoiceQuery("").queryKey.slice(0, 1);

export function useProjectInvoices(projectId: string) {
  return useQuery(projectInvoicesQuery(projectId));
}
