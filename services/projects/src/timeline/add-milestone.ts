import type { createTimelineEventRequestSchema } from "@atelier/contracts";
import type { Project, TimelineEvent } from "@atelier/db";
import type { z } from "zod";
import type { ProjectsDeps } from "../config";
import { timelineMoment } from "./timeline-dates";

type NewMilestone = z.infer<typeof createTimelineEventRequestSchema>;

/** A designer's event on the project's timeline (Add Milestone), created as pending. */
export async function addMilestone({ prisma, changes }: ProjectsDeps, project: Pick<Project, "id">, { date, ...input }: NewMilestone): Promise<TimelineEvent> {
  const event = await prisma.timelineEvent.create({ data: { ...input, date: timelineMoment(date), projectId: project.id } });
  changes.announce(project.id, "timeline", event.id);
  return event;
}
