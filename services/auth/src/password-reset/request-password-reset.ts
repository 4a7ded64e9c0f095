import { randomUUID } from "node:crypto";
import { sendPasswordResetJob, type PasswordLinkReason } from "@atelier/contracts";
import { startJobInTransaction } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { findMemberByEmail } from "../users";

/**
 * How long a link works: an hour when asked for at the sign-in page; a week for a studio's members after an import,
 * who did not ask and may not read their mail the same day.
 */
export const PASSWORD_LINK_MS: Record<PasswordLinkReason, number> = { forgotten: 60 * 60 * 1000, imported: 7 * 24 * 60 * 60 * 1000 };

/**
 * A link to set a password: for an e-mail with an account, a reset that expires (PASSWORD_LINK_MS) and the job that
 * mails its link, in one transaction. An e-mail without one changes nothing, and the caller answers alike. Asked
 * again under a `resetId` already made (an event delivered twice), it is the one made, and nothing is mailed again.
 */
export async function requestPasswordReset(
  { prisma }: Pick<AuthDeps, "prisma">,
  email: string,
  origin: string,
  reason: PasswordLinkReason = "forgotten",
  resetId: string = randomUUID(),
): Promise<void> {
  const user = await findMemberByEmail(prisma, email);
  if (!user) return;
  await prisma.$transaction(async (tx) => {
    if (await tx.passwordReset.findUnique({ where: { id: resetId }, select: { id: true } })) return;
    await tx.passwordReset.create({ data: { id: resetId, userId: user.id, expiresAt: new Date(Date.now() + PASSWORD_LINK_MS[reason]) } });
    await startJobInTransaction(tx, sendPasswordResetJob, { studioId: user.studioId, userId: user.id, projectId: null }, { resetId, origin, reason });
  });
}
