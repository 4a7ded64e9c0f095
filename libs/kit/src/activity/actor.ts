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

/** The actor of the request or job running, and how many changes it has recorded so far. */
interface Acting {
  actor: Actor;
  recorded: number;
}

const acting = new AsyncLocalStorage<Acting>();

/**
 * Runs `work` as `actor`: the route layer runs each request as its verified caller, the worker each job as its owner
 * (or as Atelier for scheduled work and events), so a change's activity entry names who made it without each domain
 * function being handed the caller.
 */
export const actAs = <T>(actor: Actor, work: () => T): T => acting.run({ actor, recorded: 0 }, work);

/** Runs `work` as `actor`, and answers what it answered with how many changes it recorded. */
export async function actAsCounting<T>(actor: Actor, work: () => Promise<T>): Promise<{ result: T; recorded: number }> {
  const state = { actor, recorded: 0 };
  const result = await acting.run(state, work);
  return { result, recorded: state.recorded };
}

function currentActing(): Acting {
  const state = acting.getStore();
  // A programming error, never a user's: every request and job runs as someone.
  if (!state) throw new Error("A change was recorded outside any request or job, so nobody is known to have made it");
  return state;
}

export const currentActor = (): Actor => currentActing().actor;

/** Counts a change as recorded for the request or job running: recordActivity does. */
export function countRecorded(): void {
  const state = acting.getStore();
  // A public route's change names its own actor (a new member joining), and no one counts them.
  if (state) state.recorded += 1;
}

/**
 * Says that the request running changed nothing, so has nothing to record: a repeat of a save already made, a
 * revocation of what was revoked, a removal that found nothing to remove.
 */
export const changedNothing = countRecorded;

/** Told of a member's or client's change that answered success and recorded no activity: a route that forgot to. */
type UnrecordedListener = (route: string) => void;
const unrecordedListeners = new Set<UnrecordedListener>();

/** Listens for changes that recorded no activity (the services log them; the integration tests fail on them). */
export function onUnrecordedChange(listener: UnrecordedListener): () => void {
  unrecordedListeners.add(listener);
  return () => unrecordedListeners.delete(listener);
}

export function reportUnrecordedChange(route: string): void {
  for (const listener of unrecordedListeners) listener(route);
}

export const memberActor = (userId: string, cause: string | null = null): Actor => ({ kind: "member", userId, cause });
export const clientActor: Actor = { kind: "client", userId: null, cause: null };
export const systemActor = (cause: string): Actor => ({ kind: "system", userId: null, cause });

/** A job a member started changes things as them; scheduled work and events between services, as Atelier. */
export const jobActor = (owner: { userId: string | null } | null, job: string): Actor => (owner?.userId ? memberActor(owner.userId, job) : systemActor(job));
