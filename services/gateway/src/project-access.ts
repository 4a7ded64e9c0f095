import { randomUUID } from "node:crypto";
import { signIdentity } from "@atelier/kit/identity";

export type ProjectAccess = (caller: { userId: string; studioId: string; role: string }, projectId: string) => Promise<boolean>;

const TIMEOUT_MS = 5_000;

/**
 * Whether the caller's studio has the project, as the projects service (its owner) answers a read of
 * it: the gateway keeps no data of its own.
 */
export function projectAccessVia(projectsUrl: string, internalSecret: string): ProjectAccess {
  return async ({ userId, studioId, role }, projectId) => {
    const path = `/api/projects/${encodeURIComponent(projectId)}`;
    const identity = { requestId: randomUUID(), userId, studioId, role, portalProjectId: null, portalTokenId: null, ip: "127.0.0.1", userAgent: "atelier-gateway-socket" };
    const response = await fetch(`${projectsUrl}${path}`, { headers: signIdentity(internalSecret, identity, "GET", path), signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok;
  };
}
