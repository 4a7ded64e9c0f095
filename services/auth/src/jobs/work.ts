import { sendPasswordResetJob, sendTeamInvitationJob } from "@atelier/contracts";
import { createMailer, declareWork, handleJob } from "@atelier/kit";
import { authWorkerConfigSchema } from "../config";
import { runSendPasswordReset } from "./send-password-reset-job";
import { runSendTeamInvitation } from "./send-team-invitation-job";
import type { AuthWorkerDeps } from "./worker-deps";

/** What the auth service's worker processes (src/worker.ts) do: mail password reset links and team invitations. */
export const authWork = declareWork({
  service: "auth",
  configSchema: authWorkerConfigSchema,
  deps: (base, config): AuthWorkerDeps => ({ ...base, mailer: createMailer(config), mailFrom: config.MAIL_FROM }),
  jobs: (deps) => [handleJob(sendPasswordResetJob, runSendPasswordReset(deps)), handleJob(sendTeamInvitationJob, runSendTeamInvitation(deps))],
  events: () => [],
  schedules: () => [],
  close: ({ mailer }) => mailer.close(),
});
