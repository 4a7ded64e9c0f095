import { AsyncLocalStorage } from "node:async_hooks";
import type { PrismaClient } from "@atelier/db";

type Listener = () => void;

interface OpenTransaction {
  wroteOutbox: boolean;
}

const listenersOf = new WeakMap<object, Set<Listener>>();
const openTransaction = new AsyncLocalStorage<OpenTransaction>();

const announce = (listeners: Set<Listener>) => {
  for (const listener of listeners) listener();
};

/**
 * The client as it is, but telling its listeners (`onOutboxCommit`) when outbox rows written through it can be read:
 * a write on its own at once, a write inside `$transaction` once that transaction commits. The relay over the client
 * listens, so a change's jobs and events are queued the moment they are committed, with no call in the code that
 * made the change; the relay's poll is left to find what other processes wrote and left behind.
 */
export function announcingOutboxCommits(prisma: PrismaClient): PrismaClient {
  const listeners = new Set<Listener>();
  const run = prisma.$transaction.bind(prisma) as (work: unknown, options?: unknown) => Promise<unknown>;
  async function transaction(work: unknown, options?: unknown): Promise<unknown> {
    // A batch is made of queries built before it; writeJob and writeEvent, being async, are never among them.
    if (typeof work !== "function") return run(work, options);
    const open: OpenTransaction = { wroteOutbox: false };
    const result = await openTransaction.run(open, () => run(work, options));
    if (open.wroteOutbox) announce(listeners);
    return result;
  }
  // The client's own methods ($queryRaw, $disconnect, ...) called on it, each bound once rather than on every query.
  const bound = new Map<PropertyKey, unknown>([["$transaction", transaction]]);
  const client = new Proxy(prisma, {
    get(target, property) {
      if (bound.has(property)) return bound.get(property);
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== "function") return value;
      const method: unknown = value.bind(target);
      bound.set(property, method);
      return method;
    },
  });
  listenersOf.set(client, listeners);
  return client;
}

/** Calls `listener` each time outbox rows written through `prisma` (an announcing client) are committed; answers the way to stop. */
export function onOutboxCommit(prisma: object, listener: Listener): () => void {
  const listeners = listenersOf.get(prisma);
  listeners?.add(listener);
  return () => listeners?.delete(listener);
}

/** For write-outbox.ts, after it wrote a row through `db`: announced now, or when the transaction it is part of commits. */
export function noteOutboxWrite(db: object): void {
  const open = openTransaction.getStore();
  if (open) open.wroteOutbox = true;
  else {
    const listeners = listenersOf.get(db);
    if (listeners) announce(listeners);
  }
}
