import type { completeMeetingRequestSchema } from "@atelier/contracts";
import type { z } from "zod";
import { fromDateOnly } from "@atelier/db";
import { changeMeeting } from "./change-meeting";
import type { ProjectsDeps } from "../config";
import { meetingInclude, type MeetingWithPeople } from "./meeting-response";

type MeetingOutcome = z.infer<typeof completeMeetingRequestSchema>;

/**
 * The meeting is over: what came of it and its follow-ups, in the order given. followUpRequired and
 * followUpDate (the spec's fields) say whether any follow-up remains and when the first is due.
 */
export function completeMeeting(deps: ProjectsDeps, meeting: MeetingWithPeople, { outcomes, followUps }: MeetingOutcome): Promise<MeetingWithPeople> {
  const dueDates = followUps.flatMap(({ dueDate }) => (dueDate ? [dueDate] : [])).sort();
  return changeMeeting(deps, meeting, "complete", (tx) =>
    tx.meeting.update({
      where: { id: meeting.id },
      data: {
        status: "completed",
        completedAt: new Date(),
        outcomes,
        followUpRequired: followUps.length > 0,
        followUpDate: fromDateOnly(dueDates[0] ?? null),
        followUps: { deleteMany: {}, create: followUps.map(({ text, dueDate }, sortOrder) => ({ text, dueDate: fromDateOnly(dueDate), sortOrder })) },
      },
      include: meetingInclude,
    }),
  );
}
