import type { TimelineStatus } from "@atelier/contracts";
import type { TimelineEvent } from "@atelier/db";
import type { ProjectsDeps } from "../config";
import { withMeeting, type TimelineEventWithMeeting } from "./timeline-response";

/** Moves an event to pending, in progress or completed; any event may move, whoever added it. */
export async function setTimelineStatus({ prisma, changes }: ProjectsDeps, event: Pick<TimelineEvent, "id" | "projectId">, status: TimelineStatus): Promise<TimelineEventWithMeeting> {
  const updated = await prisma.timelineEvent.update({ where: { id: event.id }, data: { status }, include: withMeeting });
  changes.announce(event.projectId, "timeline", event.id);
  return updated;
}
