import type { TimelineStatus } from "@atelier/contracts";
import type { TimelineEvent } from "@atelier/db";
import { conflict } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { withMeeting, type TimelineEventWithMeeting } from "./timeline-response";

export const NOTICE_HAS_NO_STATUS_MESSAGE = "A notice records what happened and has no status to change";

/** Moves an event to pending, in progress or completed; any event may move, whoever added it, but a notice (409). */
export async function setTimelineStatus(
  { prisma, changes }: ProjectsDeps,
  event: Pick<TimelineEvent, "id" | "projectId" | "notice">,
  status: TimelineStatus,
): Promise<TimelineEventWithMeeting> {
  if (event.notice) throw conflict(NOTICE_HAS_NO_STATUS_MESSAGE);
  const updated = await prisma.timelineEvent.update({ where: { id: event.id }, data: { status }, include: withMeeting });
  changes.announce(event.projectId, "timeline", event.id);
  return updated;
}
