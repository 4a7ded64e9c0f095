import { endpoints, ROLE_LABELS, TEAM_MESSAGES, type AssignableRole, type InviteMemberRequest, type SetMemberRateRequest, type TeamMember } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { CURRENT_USER_QUERY_KEY } from "@/features/auth/queries/use-auth";
import { toast, toastFailure } from "@/hooks/use-toast";
import { serverMessage } from "@/lib/api";
import { callEndpoint, endpointQuery } from "@/lib/endpoint-client";

/** The studio's members, the owner first, and its pending invitations. */
export const teamQuery = () => endpointQuery(endpoints.team);

export function useTeam() {
  return useQuery(teamQuery());
}

function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: teamQuery().queryKey });
}

const fullName = (member: Pick<TeamMember, "firstName" | "lastName">) => `${member.firstName} ${member.lastName}`;

export function useInviteMember() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (request: InviteMemberRequest) => callEndpoint(endpoints.inviteMember, { body: request }),
    onSuccess: (invitation) => {
      refresh();
      toast({ title: TEAM_MESSAGES.invitationSent, description: `${invitation.email} was sent a link to join as ${ROLE_LABELS[invitation.role].toLowerCase()}.` });
    },
  });
}

export function useRevokeInvitation() {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (invitation: { id: string; email: string }) => callEndpoint(endpoints.revokeInvitation, { params: { invitationId: invitation.id } }),
    onSuccess: (_answer, invitation) => {
      refresh();
      toast({ title: TEAM_MESSAGES.invitationRevoked, description: `The link sent to ${invitation.email} no longer works.` });
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to revoke the invitation. Please try again."),
  });
}

export function useChangeMemberRole(member: TeamMember) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (role: AssignableRole) => callEndpoint(endpoints.changeMemberRole, { params: { memberId: member.id }, body: { role } }),
    onSuccess: (changed) => {
      refresh();
      toast({ title: TEAM_MESSAGES.roleChanged, description: `${fullName(changed)} is now ${ROLE_LABELS[changed.role].toLowerCase()}.` });
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to change the role. Please try again."),
  });
}

export function useRemoveMember(member: TeamMember) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.removeMember, { params: { memberId: member.id } }),
    onSuccess: () => {
      refresh();
      toast({ title: TEAM_MESSAGES.memberRemoved, description: `${fullName(member)} was signed out everywhere; their work stays in the studio.` });
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to remove the member. Please try again."),
  });
}

/** Hands the studio to `member`; the owner, now an admin, sees the app as one at once. */
export function useTransferOwnership(member: TeamMember) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callEndpoint(endpoints.transferOwnership, { body: { memberId: member.id } }),
    onSuccess: (team) => {
      queryClient.setQueryData(teamQuery().queryKey, team);
      void queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY });
      toast({ title: TEAM_MESSAGES.ownershipTransferred, description: `${fullName(member)} owns the studio now; you are an admin.` });
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to transfer ownership. Please try again."),
  });
}

export function useSetMemberRate(member: TeamMember) {
  const refresh = useRefreshTeam();
  return useMutation({
    mutationFn: (request: SetMemberRateRequest) => callEndpoint(endpoints.setMemberRate, { params: { memberId: member.id }, body: request }),
    onSuccess: (changed) => {
      refresh();
      toast({ title: "Rate saved", description: `${fullName(changed)}'s time is billed at ${changed.hourlyRate === null ? "the studio's rate" : `${formatRand(changed.hourlyRate)} an hour`}.` });
    },
  });
}
