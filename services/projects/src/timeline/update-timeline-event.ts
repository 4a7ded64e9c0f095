import { TIMELINE_EVENT_RULES, type TimelineStatus } from "@atelier/contracts";
import type { TimelineEvent } from "@atelier/db";
import { choice, conflict, fieldChanges, recordActivity } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { withMeeting, type TimelineEventWithMeeting } from "./timeline-response";
import { timelineRecord } from "./timeline-activity";

/** Moves an event to pending, in progress or completed; any event may move, whoever added it, but a notice (409). */
export async function setTimelineStatus(
  { prisma, changes }: ProjectsDeps,
  event: Pick<TimelineEvent, "id" | "projectId" | "notice" | "title" | "status">,
  status: TimelineStatus,
): Promise<TimelineEventWithMeeting> {
  if (!TIMELINE_EVENT_RULES.canSetStatus(event)) throw conflict(TIMELINE_EVENT_RULES.setStatusRefusal);
  const updated = await prisma.$transaction(async (tx) => {
    const saved = await tx.timelineEvent.update({ where: { id: event.id }, data: { status }, include: withMeeting });
    await recordActivity(tx, { projectId: event.projectId, record: timelineRecord(saved), action: "updated", changes: fieldChanges(event, saved, { status: choice("Status") }) });
    return saved;
  });
  changes.announce(event.projectId, "timeline", event.id);
  return updated;
}
