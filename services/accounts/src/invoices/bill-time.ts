import { activityRatesOf, formatMinutes, memberName, PROJECT_FEE_MESSAGES, TIME_ACTIVITY_NAMES, TIME_MESSAGES, type FeeLine, type ProjectFees, type TimeActivity } from "@atelier/contracts";
import type { Prisma, PrismaClient, Project } from "@atelier/db";
import { conflict, recordActivity } from "@atelier/kit";
import { formatRand, timeCharge } from "@atelier/money";
import { projectFeeFigures } from "../project-fees/project-fee-figures";
import { createInvoiceIn } from "./create-invoice";

interface UnbilledTime {
  id: string;
  minutes: number;
  activity: TimeActivity;
  member: string;
  /** The activity's own rate, else the member's, else the studio's. */
  hourlyRate: string;
}

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
    description: `${TIME_ACTIVITY_NAMES[activity]}, ${member}: ${formatMinutes(minutes)} at ${formatRand(hourlyRate)} an hour`,
    quantity: 1,
    unitPrice: timeCharge(hourlyRate, minutes),
  }));
}

/** The line billing what is left of a fixed or procurement fee: "Design fee: 12.50% of R 86,421.30 of purchase orders". */
export function feeLine(fees: ProjectFees & { feeToBill: string }): FeeLine {
  const earned = fees.basis === "fixed" ? `fixed fee of ${formatRand(fees.fixedFee ?? 0)}` : `${fees.procurementPercent ?? "0.00"}% of ${formatRand(fees.procurementValue)} of purchase orders`;
  const before = Number(fees.feeBilled) > 0 ? `, less ${formatRand(fees.feeBilled)} billed before` : "";
  return { description: `Design fee: ${earned}${before}`, quantity: 1, unitPrice: fees.feeToBill };
}

const TIME_BILLED = { id: true, minutes: true, activity: true, user: { select: { firstName: true, lastName: true, email: true, hourlyRate: true } } } as const;

interface Bill {
  lines: FeeLine[];
  projectFeeBilled?: string;
}

/**
 * A draft fee invoice of what the project's fee basis has earned that no invoice bills yet, and the project's billable
 * unbilled time marked billed by it, in one transaction. Hourly, the time is the bill, each entry at its activity's
 * rate, else its member's, else the studio's; on a fixed or procurement basis the bill is what is left of the fee and
 * the time is what it covers. The project's row is locked first, so two bills at once bill each minute and each rand
 * of the fee once: the second finds nothing left (409). Deleting the draft leaves both unbilled again.
 */
export async function billTime(prisma: PrismaClient, project: Pick<Project, "id" | "studioId">, createdById: string): Promise<string> {
  return prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM projects WHERE id = ${project.id}::uuid FOR UPDATE`;
    // Locked too, so an edit of an entry waits for the bill rather than changing time the invoice has billed.
    const unbilled = await tx.$queryRaw<Array<{ id: string }>>`
      SELECT id FROM time_entries WHERE project_id = ${project.id}::uuid AND billable AND invoice_id IS NULL FOR UPDATE`;
    const time = await tx.timeEntry.findMany({
      where: { id: { in: unbilled.map(({ id }) => id) } },
      orderBy: [{ date: "asc" }, { createdAt: "asc" }],
      select: TIME_BILLED,
    });
    const fees = await projectFeeFigures(tx, project.id);
    const bill = fees.basis === "hourly" ? await hourlyBill(tx, project.studioId, time) : projectFeeBill(fees);
    const invoiceId = await createInvoiceIn(tx, project, { kind: "fee", lines: bill.lines, notes: null }, { createdById, projectFeeBilled: bill.projectFeeBilled });
    if (time.length > 0) await markBilled(tx, project, time, invoiceId);
    return invoiceId;
  });
}

type TimeRow = Prisma.TimeEntryGetPayload<{ select: typeof TIME_BILLED }>;

async function hourlyBill(tx: Prisma.TransactionClient, studioId: string, time: readonly TimeRow[]): Promise<Bill> {
  if (time.length === 0) throw conflict(TIME_MESSAGES.nothingToBill);
  const studio = await tx.studio.findUniqueOrThrow({ where: { id: studioId }, select: { hourlyRate: true, activityRates: true } });
  const activityRates = activityRatesOf(studio.activityRates);
  const entries = time.map(({ user, ...entry }) => {
    const hourlyRate = activityRates[entry.activity] ?? (user.hourlyRate ?? studio.hourlyRate)?.toFixed(2) ?? null;
    if (hourlyRate === null) throw conflict(TIME_MESSAGES.noHourlyRate);
    return { ...entry, member: memberName(user), hourlyRate };
  });
  return { lines: timeLines(entries) };
}

function projectFeeBill(fees: ProjectFees): Bill {
  if (fees.feeToBill === null || Number(fees.feeToBill) <= 0) throw conflict(PROJECT_FEE_MESSAGES.feeBilled);
  return { lines: [feeLine({ ...fees, feeToBill: fees.feeToBill })], projectFeeBilled: fees.feeToBill };
}

async function markBilled(tx: Prisma.TransactionClient, project: Pick<Project, "id" | "studioId">, time: readonly TimeRow[], invoiceId: string): Promise<void> {
  const ids = time.map((entry) => entry.id);
  await tx.timeEntry.updateMany({ where: { id: { in: ids } }, data: { invoiceId } });
  const minutes = time.reduce((total, entry) => total + entry.minutes, 0);
  const record = { type: "time-entry" as const, id: ids[0]!, label: `${formatMinutes(minutes)} of ${time.length === 1 ? "one entry" : `${time.length} entries`}` };
  await recordActivity(tx, { studioId: project.studioId, projectId: project.id, record, action: "billed" });
}
