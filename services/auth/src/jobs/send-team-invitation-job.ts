import type { z } from "zod";
import type { Role, sendTeamInvitationJob } from "@atelier/contracts";
import { hashLinkToken, newLinkToken, sendInJob } from "@atelier/kit";
import { invitationMail } from "./invitation-mail";
import type { AuthWorkerDeps } from "./worker-deps";

/**
 * The "send-team-invitation" job: makes the link's token here and keeps only its hash on the invitation (so the token
 * is in no table, outbox row or queue), then mails the link. An invitation accepted, revoked or expired sends nothing;
 * a retry makes a new token, so only the last mail's link works.
 */
export function runSendTeamInvitation({ prisma, mailer, mailFrom }: AuthWorkerDeps): (payload: z.infer<typeof sendTeamInvitationJob.payload>) => Promise<unknown> {
  return async ({ invitationId, origin }) => {
    const token = newLinkToken();
    const [invitation] = await prisma.$queryRaw<Array<{ email: string; role: Role; studio_name: string; invited_by: string }>>`
      UPDATE team_invitations i SET token_hash = ${hashLinkToken(token)}
      FROM studios s, users u
      WHERE i.id = ${invitationId}::uuid AND s.id = i.studio_id AND u.id = i.invited_by_id
        AND i.accepted_at IS NULL AND i.revoked_at IS NULL AND i.expires_at > now()
      RETURNING i.email, i.role::text AS role, s.name AS studio_name, u.first_name || ' ' || u.last_name AS invited_by`;
    if (!invitation) return { skipped: "the invitation was accepted, revoked or has expired" };
    const link = `${origin}/accept-invitation#token=${token}`;
    await sendInJob(mailer, invitationMail({ from: mailFrom, to: invitation.email, studioName: invitation.studio_name, invitedBy: invitation.invited_by, role: invitation.role, link }));
    return { sentTo: invitation.email };
  };
}
