import { studioDay, VISIT_ACTIVITY, type VisitAction } from "@atelier/contracts";
import type { Installation, Prisma } from "@atelier/db";
import { choice, fieldChanges, fieldsSet, momentIn, recordActivity, type FieldShown } from "@atelier/kit";

/** The installation's fields whose changes its activity shows, its time on the studio's clock. */
const installationFields = (zone: string): Partial<Record<keyof Installation, FieldShown>> => ({
  title: "Title",
  description: "Description",
  type: choice("Type"),
  scheduledDate: momentIn("When", zone),
  estimatedDuration: "Hours",
  teamMembers: "Team",
  requirements: "Requirements",
  notes: "Notes",
  priority: choice("Priority"),
  status: choice("Status"),
  cancellationReason: "Reason",
});

/** "Site measure on 2026-12-01": its title and its day on the studio's calendar. */
export const installationRecord = (installation: Pick<Installation, "id" | "title" | "scheduledDate">, zone: string) => ({
  type: "installation" as const,
  id: installation.id,
  label: `${installation.title} on ${studioDay(installation.scheduledDate, zone)}`,
});

/** Inside the change's transaction: the installation's activity entry, as `action` left it (a new one's from nothing). */
export async function recordInstallationActivity(tx: Prisma.TransactionClient, action: VisitAction | "schedule", before: Installation | null, after: Installation): Promise<void> {
  const { studioId, studio } = await tx.project.findUniqueOrThrow({ where: { id: after.projectId }, select: { studioId: true, studio: { select: { timeZone: true } } } });
  const fields = installationFields(studio.timeZone);
  const { title, type, scheduledDate, teamMembers } = fields;
  await recordActivity(tx, {
    studioId,
    projectId: after.projectId,
    record: installationRecord(after, studio.timeZone),
    action: VISIT_ACTIVITY[action],
    changes: before ? fieldChanges(before, after, fields) : fieldsSet(after, { title, type, scheduledDate, teamMembers }),
  });
}
