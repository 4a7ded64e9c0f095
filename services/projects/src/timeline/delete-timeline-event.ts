import { TIMELINE_EVENT_RULES } from "@atelier/contracts";
import type { TimelineEvent } from "@atelier/db";
import { conflict, recordActivity } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { originOf } from "./timeline-response";
import { timelineRecord } from "./timeline-activity";

/** Removes a milestone a designer added; a meeting's event goes with its meeting, and what happened (a quote approved) stays. */
export async function deleteTimelineEvent({ prisma, changes }: ProjectsDeps, event: TimelineEvent): Promise<void> {
  if (!TIMELINE_EVENT_RULES.canDelete({ origin: originOf(event) })) throw conflict(TIMELINE_EVENT_RULES.deleteRefusal);
  await prisma.$transaction(async (tx) => {
    await tx.timelineEvent.delete({ where: { id: event.id } });
    await recordActivity(tx, { projectId: event.projectId, record: timelineRecord(event), action: "deleted" });
  });
  changes.announce(event.projectId, "timeline", event.id);
}
