import type { ProjectsDeps } from "../config";

/** What the meeting routes need: a change that invites or cancels starts its mail job through the outbox. */
export interface MeetingDeps extends ProjectsDeps {
  /** Woken after a change commits the invitation jobs it starts. */
  outbox: { wake(): void };
}
