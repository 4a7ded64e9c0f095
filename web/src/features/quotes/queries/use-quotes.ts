import { endpoints } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

/** The project's quotes, latest first: the newest version of each number, with its earlier versions. */
export const projectQuotesQuery = (projectId: string) => endpointQuery(endpoints.projectQuotes, { params: { projectId } });

/** One quote with its lines; keyed under "/api/quotes", so every open quote refreshes together. */
export const quoteQuery = (quoteId: string) => endpointQuery(endpoints.quote, { params: { quoteId } });

/** The key every quote's query starts with. */
export const QUOTES_KEY_ROOT = quoteQuery("").queryKey.slice(0, 1);

export function useProjectQuotes(projectId: string) {
  return useQuery(projectQuotesQuery(projectId));
}

export function useQuote(quoteId: string) {
  return useQuery(quoteQuery(quoteId));
}
