import { endpoints, TEAM_MESSAGES, type AcceptInvitationRequest } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { CURRENT_USER_QUERY_KEY } from "@/features/auth/queries/use-auth";
import { toast } from "@/hooks/use-toast";
import { callEndpoint } from "@/lib/endpoint-client";

/** What an invitation link invites to; asked with POST so the token is in no URL the server logs. */
export function useInvitationPreview(token: string | null) {
  return useQuery({
    queryKey: ["invitation-preview", token],
    queryFn: () => callEndpoint(endpoints.invitationPreview, { body: { token: token! } }),
    enabled: token !== null,
    retry: false,
    staleTime: Infinity,
  });
}

/** Joins the studio and opens its dashboard, signed in as the new member. */
export function useAcceptInvitation(studioName: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: AcceptInvitationRequest) => callEndpoint(endpoints.acceptInvitation, { body: request }),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      navigate("/", { replace: true });
      toast({ title: TEAM_MESSAGES.invitationAccepted, description: `You are a member of ${studioName}.` });
    },
  });
}
