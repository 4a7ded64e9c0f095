import { endpoints } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import type { PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { endpointQuery } from "@/lib/endpoint-client";

/** The client's whole view of the project, in one access-checked answer that every change refetches. */
export const clientPortalQuery = (access: PortalAccess) => endpointQuery(endpoints.clientPortal, { params: access });

export function useClientPortal(access: PortalAccess) {
  return useQuery(clientPortalQuery(access));
}
