import { clientPortalSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { PORTAL_CACHE_SECONDS, portalVersionKey } from "@atelier/kit";
import type { PortalDeps } from "../config";
import { clientPortalData } from "./client-portal-data";

/**
 * The project's portal answer as JSON, checked against the contract when it is built. It is the same for
 * every link of the project, so it is kept in Redis under the project's portal version: an announced change
 * moves the version on, and the next request builds it again. Without Redis it is built every time.
 */
export async function cachedClientPortal(deps: PortalDeps, project: Project): Promise<string> {
  const { redis, logger } = deps;
  const build = async () => JSON.stringify(clientPortalSchema.parse(await clientPortalData(deps, project)));
  const version = await redis.get(portalVersionKey(project.id)).then(
    (value) => value ?? "0",
    () => null,
  );
  if (version === null) return build();
  const key = `portal:answer:${project.id}:${version}`;
  const cached = await redis.get(key).catch(() => null);
  if (cached !== null) return cached;
  const answer = await build();
  await redis.set(key, answer, "EX", PORTAL_CACHE_SECONDS).catch((error: unknown) => logger.warn({ err: error, projectId: project.id }, "The portal answer was not cached"));
  return answer;
}
