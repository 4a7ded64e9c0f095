import { VISIT_ACTIVITY, type VisitAction } from "@atelier/contracts";
import type { Meeting, Prisma } from "@atelier/db";
import { choice, fieldChanges, fieldsSet, momentIn, recordActivity, type FieldShown } from "@atelier/kit";

/** The meeting's fields whose changes its activity shows, its time on the studio's clock. */
const meetingFields = (zone: string): Partial<Record<keyof Meeting, FieldShown>> => ({
  title: "Title",
  type: choice("Type"),
  scheduledAt: momentIn("When", zone),
  duration: "Minutes",
  location: "Location",
  meetingUrl: "Meeting link",
  priority: choice("Priority"),
  status: choice("Status"),
  cancellationReason: "Reason",
  outcomes: "Outcomes",
  followUpDate: "Follow-up by",
});

/** Inside the change's transaction: the meeting's activity entry, as `action` left it (a new one's from nothing). */
export async function recordMeetingActivity(tx: Prisma.TransactionClient, action: VisitAction | "schedule", before: Meeting | null, after: Meeting): Promise<void> {
  const { studioId, studio } = await tx.project.findUniqueOrThrow({ where: { id: after.projectId }, select: { studioId: true, studio: { select: { timeZone: true } } } });
  const fields = meetingFields(studio.timeZone);
  await recordActivity(tx, {
    studioId,
    projectId: after.projectId,
    record: { type: "meeting", id: after.id, label: after.title },
    action: VISIT_ACTIVITY[action],
    changes: before ? fieldChanges(before, after, fields) : fieldsSet(after, { title: fields.title!, scheduledAt: fields.scheduledAt!, location: fields.location! }),
  });
}
