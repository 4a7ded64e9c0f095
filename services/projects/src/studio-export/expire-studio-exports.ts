import { EXPORT_KEPT_DAYS } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";

/**
 * Marks expired every ready export made more than EXPORT_KEPT_DAYS ago, or older than a ready export of its studio,
 * and removes their ZIPs; answers how many. The rows change first, so no link is made to a ZIP being removed.
 */
export async function expireStudioExports(prisma: PrismaClient, storage: ObjectStorage, now = new Date()): Promise<number> {
  const keptSince = new Date(now.getTime() - EXPORT_KEPT_DAYS * 24 * 3600 * 1000);
  const expired = await prisma.$queryRaw<Array<{ object_key: string | null }>>`
    WITH gone AS (
      SELECT e.id, e.object_key FROM studio_exports e
      WHERE e.status = 'ready'
        AND (e.finished_at < ${keptSince}
          OR EXISTS (SELECT 1 FROM studio_exports newer WHERE newer.studio_id = e.studio_id AND newer.status = 'ready' AND newer.finished_at > e.finished_at))
      FOR UPDATE
    )
    UPDATE studio_exports e SET status = 'expired', object_key = NULL FROM gone WHERE e.id = gone.id
    RETURNING gone.object_key`;
  await storage.remove(expired.flatMap(({ object_key }) => (object_key ? [object_key] : [])));
  return expired.length;
}
