import type { studioImportedEvent } from "@atelier/contracts";
import { endUserSessions, uuidFrom, type JobHandler } from "@atelier/kit";
import { requestPasswordReset } from "../password-reset/request-password-reset";
import type { AuthWorkerDeps } from "./worker-deps";

/**
 * A studio was restored in place of the importing owner's empty one: that account is gone, so its sessions end, and
 * every restored member, the owner among them, is mailed a link to set a password (an export holds none). Its answer
 * completes the import's job. The owner's open pages keep their socket until they hear so and go to the sign-in page.
 */
export const onStudioImported =
  (deps: AuthWorkerDeps): JobHandler<typeof studioImportedEvent.payload> =>
  async ({ studioName, replacedUserId, memberEmails, origin }, { jobId }) => {
    await endUserSessions(deps.connection, replacedUserId, null);
    // Each member's link keyed by the import's job, so a redelivered event mails nobody twice.
    for (const email of memberEmails) await requestPasswordReset(deps, email, origin, "imported", uuidFrom(`${jobId}:${email}`));
    return { studioName, members: memberEmails.length };
  };
