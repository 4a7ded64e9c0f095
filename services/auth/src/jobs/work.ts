import { sendPasswordResetJob, sendTeamInvitationJob, studioImportedEvent } from "@atelier/contracts";
import { createMailer, declareWork, handleJob, onEvent } from "@atelier/kit";
import { authWorkerConfigSchema } from "../config";
import { runSendPasswordReset } from "./send-password-reset-job";
import { runSendTeamInvitation } from "./send-team-invitation-job";
import { onStudioImported } from "./studio-imported";
import type { AuthWorkerDeps } from "./worker-deps";

/**
 * What the auth service's worker processes (src/worker.ts) do: mail password reset links and team invitations, and
 * finish a studio's import (sessions and links for its members).
 */
export const authWork = declareWork({
  service: "auth",
  configSchema: authWorkerConfigSchema,
  deps: (base, config): AuthWorkerDeps => ({ ...base, mailer: createMailer(config), mailFrom: config.MAIL_FROM }),
  jobs: (deps) => [handleJob(sendPasswordResetJob, runSendPasswordReset(deps)), handleJob(sendTeamInvitationJob, runSendTeamInvitation(deps))],
  events: (deps) => [onEvent(studioImportedEvent, onStudioImported(deps))],
  schedules: () => [],
  close: ({ mailer }) => mailer.close(),
});
