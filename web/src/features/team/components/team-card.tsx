import { ROLE_LABELS, type TeamInvitation } from "@atelier/contracts";
import { MailX } from "lucide-react";
import { useId } from "react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { QueryView } from "@/components/query-view";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/features/auth/queries/use-auth";
import { useRevokeInvitation, useTeam } from "@/features/team/queries/use-team";
import { useCan } from "@/hooks/use-can";
import { formatDate } from "@/lib/dates";
import { InviteMemberButton } from "./invite-member-dialog";
import { MemberRow } from "./member-row";

function InvitationRow({ invitation, canManage, zone }: { invitation: TeamInvitation; canManage: boolean; zone: string }) {
  const revoke = useRevokeInvitation();
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-medium break-all">{invitation.email}</p>
        <p className="text-sm text-muted-foreground">
          {ROLE_LABELS[invitation.role]} · invited by {invitation.invitedBy} · link works until {formatDate(invitation.expiresAt, zone)}
        </p>
      </div>
      {canManage && (
        <ConfirmDialog
          title="Revoke Invitation"
          description={`The link sent to ${invitation.email} stops working. You can invite them again later.`}
          confirmLabel="Revoke Invitation"
          destructive
          onConfirm={() => revoke.mutate(invitation)}
          trigger={
            <Button variant="ghost" size="icon-sm" className="size-11" aria-label={`Revoke the invitation to ${invitation.email}`} disabled={revoke.isPending}>
              <MailX aria-hidden="true" />
            </Button>
          }
        />
      )}
    </li>
  );
}

/** Settings' Team: who is in the studio and in what role; owners and admins invite, change and remove members. */
export function TeamCard() {
  const team = useTeam();
  const { user } = useAuth();
  const canManage = useCan("team.manage");
  const canTransfer = useCan("team.transfer");
  const titleId = useId();
  const zone = user?.studio.timeZone ?? "Africa/Johannesburg";
  return (
    <Card id="team" role="region" aria-labelledby={titleId} className="mt-6 scroll-mt-20">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id={titleId}>Team</CardTitle>
          <CardDescription>Everyone who works in the studio, and what each may do.</CardDescription>
        </div>
        {canManage && <InviteMemberButton />}
      </CardHeader>
      <CardContent className="grid gap-4">
        <QueryView query={team} what="the team" loading={<CardListSkeleton count={2} label="Loading the team" />}>
          {(data) => (
            <>
              <ul className="divide-y" aria-label="Members">
                {data.members.map((member) => (
                  <MemberRow key={member.id} member={member} isYou={member.id === user?.id} canManage={canManage} canTransfer={canTransfer} />
                ))}
              </ul>
              {data.invitations.length > 0 && (
                <div className="grid gap-1">
                  <h3 className="text-sm font-medium">Pending invitations</h3>
                  <ul className="divide-y" aria-label="Pending invitations">
                    {data.invitations.map((invitation) => (
                      <InvitationRow key={invitation.id} invitation={invitation} canManage={canManage} zone={zone} />
                    ))}
                  </ul>
                </div>
              )}
              {data.members.length === 1 && data.invitations.length === 0 && canManage && (
                <p className="text-sm text-muted-foreground">Only you so far. Invite a colleague, your bookkeeper or a client-side viewer.</p>
              )}
            </>
          )}
        </QueryView>
      </CardContent>
    </Card>
  );
}
