import type { MailingWorkerDeps } from "@atelier/kit";
import type { Notifier } from "../notifications/notifier";

/** What the projects service's event subscribers and scheduled work use. */
export interface ProjectsWorkerDeps extends MailingWorkerDeps {
  /** Writes notifications, pushes them to their users and mails the ones wanted by e-mail. */
  notifier: Notifier;
}
