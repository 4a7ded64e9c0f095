import { AsyncLocalStorage } from "node:async_hooks";
import type { ActivityActorKind } from "@atelier/contracts";

/** Who is making a change: a member, a project's client through their portal, or Atelier on an event or schedule. */
export interface Actor {
  kind: ActivityActorKind;
  /** The member, for a member's change (also one a job of theirs makes). */
  userId: string | null;
  /** The job or event the change ran in, when not a member's own request. */
  cause: string | null;
}

const acting = new AsyncLocalStorage<Actor>();

/**
 * Runs `work` as `actor`: the route layer runs each request as its verified caller, the worker each job as its owner
 * (or as Atelier for scheduled work and events), so a change's activity entry names who made it without each domain
 * function being handed the caller.
 */
export const actAs = <T>(actor: Actor, work: () => T): T => acting.run(actor, work);

export function currentActor(): Actor {
  const actor = acting.getStore();
  // A programming error, never a user's: every request and job runs as someone.
  if (!actor) throw new Error("A change was recorded outside any request or job, so nobody is known to have made it");
  return actor;
}

export const memberActor = (userId: string, cause: string | null = null): Actor => ({ kind: "member", userId, cause });
export const clientActor: Actor = { kind: "client", userId: null, cause: null };
export const systemActor = (cause: string): Actor => ({ kind: "system", userId: null, cause });

/** A job a member started changes things as them; scheduled work and events between services, as Atelier. */
export const jobActor = (owner: { userId: string | null } | null, job: string): Actor => (owner?.userId ? memberActor(owner.userId, job) : systemActor(job));
