import { AUTH_MESSAGES, type ChangePasswordRequest } from "@atelier/contracts";
import { fieldRefused, unauthorized } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { endSessions } from "./end-sessions";

/**
 * Sets a new password once the current one is proven, and signs out the user's other sessions: whoever else held
 * the old password (or a session opened with it) is out, while the browser that asked stays signed in.
 */
export async function changePassword(deps: AuthDeps, userId: string, sessionToken: string, { currentPassword, newPassword }: ChangePasswordRequest): Promise<void> {
  const user = await deps.prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  if (!user) throw unauthorized(AUTH_MESSAGES.notAuthenticated);
  if (!(await deps.passwords.verify(currentPassword, user.passwordHash))) {
    throw fieldRefused("currentPassword", AUTH_MESSAGES.wrongCurrentPassword);
  }
  await deps.prisma.user.update({ where: { id: userId }, data: { passwordHash: await deps.passwords.hash(newPassword) } });
  await endSessions(deps, userId, sessionToken);
}
