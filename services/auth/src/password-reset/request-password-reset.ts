import { randomUUID } from "node:crypto";
import { sendPasswordResetJob } from "@atelier/contracts";
import { startJobInTransaction } from "@atelier/kit";
import type { AuthDeps } from "../auth-deps";
import { findMemberByEmail } from "../users";

/** How long a reset link works. */
export const RESET_LINK_MS = 60 * 60 * 1000;

/**
 * A forgotten-password request: for an e-mail with an account, a reset that expires in an hour and the job that
 * mails its link, in one transaction. An e-mail without one changes nothing, and the caller answers alike.
 */
export async function requestPasswordReset({ prisma, outbox }: Pick<AuthDeps, "prisma"> & { outbox: Pick<AuthDeps["outbox"], "wake"> }, email: string, origin: string): Promise<void> {
  const user = await findMemberByEmail(prisma, email);
  if (!user) return;
  const resetId = randomUUID();
  await prisma.$transaction(async (tx) => {
    await tx.passwordReset.create({ data: { id: resetId, userId: user.id, expiresAt: new Date(Date.now() + RESET_LINK_MS) } });
    await startJobInTransaction(tx, sendPasswordResetJob, { studioId: user.studioId, userId: user.id, projectId: null }, { resetId, origin });
  });
  outbox.wake();
}
