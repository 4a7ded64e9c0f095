import type { ActivityAction, ActivityChange, ActivityRecordType } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { countRecorded, currentActor, type Actor } from "./actor";

/** The studio and project a change belongs to: a project's own change may leave its studio to be read from the project. */
type Scope = { studioId: string; projectId: string | null } | { studioId?: undefined; projectId: string };

export type ActivityRecord = Scope & {
  /** The record as it reads to a person when it changed ("Velvet sofa", "Q-2026-0003 v2"). */
  record: { type: ActivityRecordType; id: string; label: string };
  action: ActivityAction;
  changes?: ActivityChange[];
  /** Only where the one acting is not the request's or job's own (a new member accepting their invitation). */
  actor?: Actor;
};

/**
 * Inside the change's own transaction: the activity entry that says who made it, so the two commit together. An
 * update that changed none of the fields that matter records nothing.
 */
export async function recordActivity(tx: Pick<Prisma.TransactionClient, "activityEntry" | "project">, entry: ActivityRecord): Promise<void> {
  countRecorded();
  if (entry.action === "updated" && entry.changes?.length === 0) return;
  const actor = entry.actor ?? currentActor();
  const studioId = entry.studioId ?? (await tx.project.findUniqueOrThrow({ where: { id: entry.projectId }, select: { studioId: true } })).studioId;
  await tx.activityEntry.create({
    data: {
      studioId,
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
