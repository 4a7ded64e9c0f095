import { AUTH_MESSAGES, type ResetPasswordRequest } from "@atelier/contracts";
import { fieldRefused, hashLinkToken } from "@atelier/kit";
import { endSessions } from "../account/end-sessions";
import type { AuthDeps } from "../auth-deps";

const invalidLink = () => fieldRefused("token", AUTH_MESSAGES.resetLinkInvalid);

/**
 * Sets a new password with a reset link's token: once, before it expires. Using it spends every other link the
 * user was sent too, and signs out all their sessions, so whoever had the old password is out.
 */
export async function resetPassword(deps: Pick<AuthDeps, "prisma" | "redis" | "emitter" | "passwords">, { token, password }: ResetPasswordRequest): Promise<void> {
  const passwordHash = await deps.passwords.hash(password);
  const userId = await deps.prisma.$transaction(async (tx) => {
    // The conditional update is the check: of two uses at once, one finds the link unspent.
    const [spent] = await tx.$queryRaw<Array<{ user_id: string }>>`
      UPDATE password_resets SET used_at = now()
      WHERE token_hash = ${hashLinkToken(token)} AND used_at IS NULL AND expires_at > now()
      RETURNING user_id`;
    if (!spent) throw invalidLink();
    await tx.passwordReset.updateMany({ where: { userId: spent.user_id, usedAt: null }, data: { usedAt: new Date() } });
    await tx.user.update({ where: { id: spent.user_id }, data: { passwordHash } });
    return spent.user_id;
  });
  await endSessions(deps, userId, null);
}
