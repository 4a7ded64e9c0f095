import type { z } from "zod";
import type { sendPasswordResetJob } from "@atelier/contracts";
import { hashLinkToken, newLinkToken, sendInJob } from "@atelier/kit";
import { importedStudioMail, resetLinkMail } from "./reset-link-mail";
import type { AuthWorkerDeps } from "./worker-deps";

/**
 * The "send-password-reset" job: makes the link's token here, keeps only its hash on the reset (so the token is in
 * no table, outbox row or queue), and mails the link. A reset already used or expired sends nothing; a retry makes
 * a new token, so only the last mail's link works.
 */
export function runSendPasswordReset({ prisma, mailer, mailFrom }: AuthWorkerDeps): (payload: z.infer<typeof sendPasswordResetJob.payload>) => Promise<unknown> {
  return async ({ resetId, origin, reason }) => {
    const token = newLinkToken();
    const [reset] = await prisma.$queryRaw<Array<{ email: string; first_name: string; studio_name: string }>>`
      UPDATE password_resets r SET token_hash = ${hashLinkToken(token)}
      FROM users u JOIN studios s ON s.id = u.studio_id
      WHERE r.id = ${resetId}::uuid AND u.id = r.user_id AND r.used_at IS NULL AND r.expires_at > now()
      RETURNING u.email, u.first_name, s.name AS studio_name`;
    if (!reset) return { skipped: "the reset was used or has expired" };
    const mail = { from: mailFrom, to: reset.email, firstName: reset.first_name, link: `${origin}/reset-password#token=${token}` };
    await sendInJob(mailer, reason === "imported" ? importedStudioMail({ ...mail, studioName: reset.studio_name, origin }) : resetLinkMail(mail));
    return { sentTo: reset.email };
  };
}
