import { endpoints, type PortalTokenResponse } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createPortalLink, revokePortalLink } from "@/features/portal-links/api/portal-links-api";
import { toast, toastFailure } from "@/hooks/use-toast";
import { endpointQuery } from "@/lib/endpoint-client";

/** The project's portal links, newest first: when each was made, expires and was last used; never a token. */
export const portalLinksQuery = (projectId: string) => endpointQuery(endpoints.projectPortalLinks, { params: { projectId } });

export function usePortalLinks(projectId: string) {
  return useQuery(portalLinksQuery(projectId));
}

export function useCreatePortalLink(projectId: string, onCreated: (link: PortalTokenResponse) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => createPortalLink(projectId),
    onSuccess: (link) => {
      void queryClient.invalidateQueries({ queryKey: portalLinksQuery(projectId).queryKey });
      toast({ title: "Client Portal Link Generated", description: "Share this link with your client for project access." });
      onCreated(link);
    },
    onError: () => toastFailure("Error", "Failed to generate client portal link. Please try again."),
  });
}

export function useRevokePortalLink(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (linkId: string) => revokePortalLink(linkId),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: portalLinksQuery(projectId).queryKey });
      toast({ title: "Link Revoked", description: "The link no longer opens the portal." });
    },
    onError: () => toastFailure("Error", "Failed to revoke the link. Please try again."),
  });
}
