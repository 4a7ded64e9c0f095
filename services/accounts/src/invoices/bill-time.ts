import { formatMinutes, memberName, TIME_MESSAGES, type FeeLine, type TimeActivity } from "@atelier/contracts";
import type { PrismaClient, Project } from "@atelier/db";
import { conflict, recordActivity } from "@atelier/kit";
import { formatRand, timeCharge } from "@atelier/money";
import { createInvoiceIn } from "./create-invoice";

interface UnbilledTime {
  id: string;
  minutes: number;
  activity: TimeActivity;
  member: string;
  /** The member's own hourly rate, else the studio's. */
  hourlyRate: string;
}

const ACTIVITY_NAMES: Record<TimeActivity, string> = {
  design: "Design",
  site_visit: "Site visits",
  meeting: "Meetings",
  procurement: "Procurement",
  installation: "Installation",
  admin: "Administration",
};

/** One line per member, activity and rate, in the order first kept: "Design, Sipho Dlamini: 3 h 20 min at R 950.00 an hour". */
export function timeLines(entries: readonly UnbilledTime[]): FeeLine[] {
  const groups = new Map<string, { activity: TimeActivity; member: string; hourlyRate: string; minutes: number }>();
  for (const entry of entries) {
    const key = [entry.member, entry.activity, entry.hourlyRate].join("\n");
    const group = groups.get(key) ?? { activity: entry.activity, member: entry.member, hourlyRate: entry.hourlyRate, minutes: 0 };
    group.minutes += entry.minutes;
    groups.set(key, group);
  }
  return [...groups.values()].map(({ activity, member, hourlyRate, minutes }) => ({
    description: `${ACTIVITY_NAMES[activity]}, ${member}: ${formatMinutes(minutes)} at ${formatRand(hourlyRate)} an hour`,
    quantity: 1,
    unitPrice: timeCharge(hourlyRate, minutes),
  }));
}

/**
 * A draft fee invoice of the project's billable time that no invoice bills yet, each member's at their hourly rate or
 * else the studio's, and that time marked billed by it,
 * in one transaction. The time's rows are locked first, so two bills at once bill each minute once: the second finds
 * it billed (409). Deleting the draft leaves the time unbilled again.
 */
export async function billTime(prisma: PrismaClient, project: Pick<Project, "id" | "studioId">, createdById: string): Promise<string> {
  return prisma.$transaction(async (tx) => {
    const locked = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM time_entries WHERE project_id = ${project.id}::uuid AND billable AND invoice_id IS NULL ORDER BY date, created_at FOR UPDATE`;
    if (locked.length === 0) throw conflict(TIME_MESSAGES.nothingToBill);
    const studio = await tx.studio.findUniqueOrThrow({ where: { id: project.studioId }, select: { hourlyRate: true } });
    const ids = locked.map(({ id }) => id);
    const rows = await tx.timeEntry.findMany({
      where: { id: { in: ids } },
      orderBy: [{ date: "asc" }, { createdAt: "asc" }],
      select: { id: true, minutes: true, activity: true, user: { select: { firstName: true, lastName: true, email: true, hourlyRate: true } } },
    });
    const lines = timeLines(
      rows.map(({ user, ...entry }) => {
        const hourlyRate = user.hourlyRate ?? studio.hourlyRate;
        if (hourlyRate === null) throw conflict(TIME_MESSAGES.noHourlyRate);
        return { ...entry, member: memberName(user), hourlyRate: hourlyRate.toFixed(2) };
      }),
    );
    const invoiceId = await createInvoiceIn(tx, project, { kind: "fee", lines, notes: null }, { createdById });
    await tx.timeEntry.updateMany({ where: { id: { in: ids } }, data: { invoiceId } });
    const minutes = rows.reduce((total, entry) => total + entry.minutes, 0);
    const record = { type: "time-entry" as const, id: ids[0]!, label: `${formatMinutes(minutes)} of ${rows.length === 1 ? "one entry" : `${rows.length} entries`}` };
    await recordActivity(tx, { studioId: project.studioId, projectId: project.id, record, action: "billed" });
    return invoiceId;
  });
}
