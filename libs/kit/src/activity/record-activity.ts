import type { ActivityAction, ActivityChange, ActivityRecordType } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { currentActor, type Actor } from "./actor";

export interface ActivityRecord {
  studioId: string;
  /** Null for the studio's own records (team, settings), and for a project being deleted (its entries go with it). */
  projectId: string | null;
  record: { type: ActivityRecordType; id: string; label: string };
  action: ActivityAction;
  changes?: ActivityChange[];
  /** Only where the one acting is not the request's or job's own (a new member accepting their invitation). */
  actor?: Actor;
}

/**
 * Inside the change's own transaction: the activity entry that says who made it, so the two commit together. An
 * update that changed none of the fields that matter records nothing.
 */
export async function recordActivity(tx: Pick<Prisma.TransactionClient, "activityEntry">, entry: ActivityRecord): Promise<void> {
  if (entry.action === "updated" && entry.changes?.length === 0) return;
  const actor = entry.actor ?? currentActor();
  await tx.activityEntry.create({
    data: {
      studioId: entry.studioId,
      projectId: entry.projectId,
      actorKind: actor.kind,
      actorUserId: actor.userId,
      cause: actor.cause,
      recordType: entry.record.type,
      recordId: entry.record.id,
      recordLabel: entry.record.label,
      action: entry.action,
      changes: entry.changes ?? [],
    },
  });
}
