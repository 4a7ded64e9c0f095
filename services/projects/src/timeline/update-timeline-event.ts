import { TIMELINE_EVENT_RULES, type TimelineStatus } from "@atelier/contracts";
import type { TimelineEvent } from "@atelier/db";
import { conflict } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { withMeeting, type TimelineEventWithMeeting } from "./timeline-response";

/** Moves an event to pending, in progress or completed; any event may move, whoever added it, but a notice (409). */
export async function setTimelineStatus(
  { prisma, changes }: ProjectsDeps,
  event: Pick<TimelineEvent, "id" | "projectId" | "notice">,
  status: TimelineStatus,
): Promise<TimelineEventWithMeeting> {
  if (!TIMELINE_EVENT_RULES.canSetStatus(event)) throw conflict(TIMELINE_EVENT_RULES.setStatusRefusal);
  const updated = await prisma.timelineEvent.update({ where: { id: event.id }, data: { status }, include: withMeeting });
  changes.announce(event.projectId, "timeline", event.id);
  return updated;
}
