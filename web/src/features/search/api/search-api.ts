import { endpoints } from "@atelier/contracts";
import { endpointQuery } from "@/lib/endpoint-client";

export const searchQuery = (q: string) => endpointQuery(endpoints.search, { query: { q } });
