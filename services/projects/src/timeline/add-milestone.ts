import type { createTimelineEventRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { z } from "zod";
import { choice, fieldsSet, momentIn, recordActivity } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { timelineMoment } from "./timeline-dates";
import { withMeeting, type TimelineEventWithMeeting } from "./timeline-response";
import { timelineRecord } from "./timeline-activity";

type NewMilestone = z.infer<typeof createTimelineEventRequestSchema>;

/** A designer's event on the project's timeline (Add Milestone), created as pending; a bare date is that day's start in `timeZone`. */
export async function addMilestone({ prisma, changes }: ProjectsDeps, project: Pick<Project, "id">, { date, ...input }: NewMilestone, timeZone: string): Promise<TimelineEventWithMeeting> {
  const event = await prisma.$transaction(async (tx) => {
    const added = await tx.timelineEvent.create({ data: { ...input, date: timelineMoment(date, timeZone), projectId: project.id }, include: withMeeting });
    await recordActivity(tx, { projectId: project.id, record: timelineRecord(added), action: "created", changes: fieldsSet(added, { date: momentIn("When", timeZone), category: choice("Category") }) });
    return added;
  });
  changes.announce(project.id, "timeline", event.id);
  return event;
}
