import { PORTAL_EVENTS, PORTAL_RECORDS, PROJECT_EVENTS, SOCKET_ROOMS, type ChangedRecords } from "@atelier/contracts";
import type { Redis } from "ioredis";
import { createEmitter } from "./emitter";
import type { Logger } from "./logger";
import { portalVersionKey } from "./portal-cache";

/** A version outlives every answer cached under it; an idle project's counter then starts again. */
const VERSION_SECONDS = 24 * 3600;

const shownInPortal = (records: ChangedRecords): records is (typeof PORTAL_RECORDS)[number] => (PORTAL_RECORDS as readonly string[]).includes(records);

/**
 * Tells a project's open pages that its records changed, so they refetch them (`project.changed`), and its
 * open client portals when the portal shows those records (`portal.changed`, without the record's id), moving
 * on the project's portal version so no cached portal answer older than the change is served.
 */
export interface ProjectChanges {
  /**
   * Call after the write commits. Never throws and never waits: the change is saved whatever happens to
   * this best-effort ping, and a page that missed it reloads on reconnecting.
   */
  announce(projectId: string, records: ChangedRecords, id?: string): void;
}

/** Created once per process, from its Redis connection. */
export function createProjectChanges(redis: Redis, logger: Logger): ProjectChanges {
  const warn = (error: unknown) => logger.warn({ err: error }, "could not announce a project change");
  const emitter = createEmitter(redis, warn);
  return {
    announce(projectId, records, id) {
      try {
        emitter.to(SOCKET_ROOMS.project(projectId)).emit(PROJECT_EVENTS.changed, { projectId, records, ...(id ? { id } : {}) });
        if (shownInPortal(records)) {
          // Sent before the signal on the same connection, so a portal that refetches on it misses the cached answer.
          redis.multi().incr(portalVersionKey(projectId)).expire(portalVersionKey(projectId), VERSION_SECONDS).exec().catch(warn);
          emitter.to(SOCKET_ROOMS.portal(projectId)).emit(PORTAL_EVENTS.changed, { projectId, records });
        }
      } catch (error) {
        warn(error);
      }
    },
  };
}
