import { createMeetingRequestSchema, type scheduleTimelineMeetingRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { Staff } from "@atelier/kit";
import type { z } from "zod";
import { createMeeting } from "../meetings/create-meeting";
import type { ProjectsDeps } from "../config";
import { withMeeting, type TimelineEventWithMeeting } from "./timeline-response";

type TimelineMeeting = z.infer<typeof scheduleTimelineMeetingRequestSchema>;

/** The timeline's form names no attendees: the meeting is with the project's client. */
const clientAttendee = ({ clientName, clientEmail }: Pick<Project, "clientName" | "clientEmail">) => ({ name: clientName ?? "Client", role: "Client", email: clientEmail });

/**
 * Schedule Meeting from the timeline: a real meeting (a consultation, medium priority, invitations and all)
 * and its event on the timeline under design at the meeting's date and time, in the meeting's transaction,
 * so neither exists without the other.
 */
export async function scheduleTimelineMeeting(
  deps: ProjectsDeps,
  project: Pick<Project, "id" | "clientName" | "clientEmail">,
  by: Staff,
  { title, description, date, category, status, duration, location }: TimelineMeeting,
): Promise<TimelineEventWithMeeting> {
  let event: TimelineEventWithMeeting | undefined;
  // Parsed as the meetings form is, so the meeting gets that form's defaults for anything the timeline does not ask.
  const meeting = createMeetingRequestSchema.parse({ title, description, scheduledAt: date, duration, location, attendees: [clientAttendee(project)] });
  await createMeeting(deps, project, by, meeting, async (tx, created) => {
    event = await tx.timelineEvent.create({
      data: { projectId: project.id, title, description, date: created.scheduledAt, category, status, meetingId: created.id },
      include: withMeeting,
    });
  });
  if (!event) throw new Error("the meeting's transaction committed without its timeline event");
  deps.changes.announce(project.id, "timeline", event.id);
  return event;
}
