import type { TimelineEvent } from "@atelier/db";
import { conflict } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { originOf } from "./timeline-response";

export const NOT_DESIGNERS_EVENT_MESSAGE = "Only a milestone added on the timeline can be deleted; meetings and the project's own events stay";

/** Removes a milestone a designer added; a meeting's event goes with its meeting, and what happened (a quote approved) stays. */
export async function deleteTimelineEvent({ prisma, changes }: ProjectsDeps, event: TimelineEvent): Promise<void> {
  if (originOf(event) !== "designer") throw conflict(NOT_DESIGNERS_EVENT_MESSAGE);
  await prisma.timelineEvent.delete({ where: { id: event.id } });
  changes.announce(event.projectId, "timeline", event.id);
}
