import type { TimelineStatus } from "@atelier/contracts";
import type { TimelineEvent } from "@atelier/db";
import type { ProjectsDeps } from "../config";

/** Moves an event to pending, in progress or completed; any event may move, whoever added it. */
export async function setTimelineStatus({ prisma, changes }: ProjectsDeps, event: Pick<TimelineEvent, "id" | "projectId">, status: TimelineStatus): Promise<TimelineEvent> {
  const updated = await prisma.timelineEvent.update({ where: { id: event.id }, data: { status } });
  changes.announce(event.projectId, "timeline", event.id);
  return updated;
}
