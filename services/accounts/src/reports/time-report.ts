import { memberName, type TimeReport, type TimeReportQuery } from "@atelier/contracts";
import { fromDateOnly, studioTimeZoneOf, type PrismaClient } from "@atelier/db";
import { afterCredits, effectiveHourlyRate, lineTotal, moneyDifference, sumMoney } from "@atelier/money";
import { reportPeriod, type ReportPeriod } from "./report-period";

interface KeptTime {
  projectId: string;
  userId: string;
  minutes: number;
  billableMinutes: number;
  billedMinutes: number;
  unbilledMinutes: number;
}
type Hours = Omit<KeptTime, "projectId" | "userId">;

const NO_HOURS: Hours = { minutes: 0, billableMinutes: 0, billedMinutes: 0, unbilledMinutes: 0 };
const addHours = (a: Hours, b: Hours): Hours => ({
  minutes: a.minutes + b.minutes,
  billableMinutes: a.billableMinutes + b.billableMinutes,
  billedMinutes: a.billedMinutes + b.billedMinutes,
  unbilledMinutes: a.unbilledMinutes + b.unbilledMinutes,
});

/** The studio's time in the period, summed by project and member in the database. */
function keptTime(prisma: PrismaClient, studioId: string, { from, to }: ReportPeriod): Promise<KeptTime[]> {
  return prisma.$queryRaw<KeptTime[]>`
    SELECT t.project_id AS "projectId", t.user_id AS "userId",
      SUM(t.minutes)::int AS minutes,
      COALESCE(SUM(t.minutes) FILTER (WHERE t.billable), 0)::int AS "billableMinutes",
      COALESCE(SUM(t.minutes) FILTER (WHERE t.invoice_id IS NOT NULL), 0)::int AS "billedMinutes",
      COALESCE(SUM(t.minutes) FILTER (WHERE t.billable AND t.invoice_id IS NULL), 0)::int AS "unbilledMinutes"
    FROM time_entries t JOIN projects p ON p.id = t.project_id
    WHERE p.studio_id = ${studioId}::uuid AND t.date BETWEEN ${fromDateOnly(from)}::date AND ${fromDateOnly(to)}::date
    GROUP BY t.project_id, t.user_id`;
}

/** Each project's fee invoices issued in the period, net of VAT and of their credit notes. */
async function feesByProject(prisma: PrismaClient, studioId: string, { from, to }: ReportPeriod): Promise<Map<string, string>> {
  const invoices = await prisma.invoice.findMany({
    where: { studioId, kind: "fee", status: { not: "draft" }, issueDate: { gte: fromDateOnly(from), lte: fromDateOnly(to) } },
    select: { projectId: true, subtotal: true, vat: true, creditNotes: { select: { subtotal: true, vat: true } } },
  });
  const fees = new Map<string, string>();
  for (const invoice of invoices) fees.set(invoice.projectId, sumMoney([fees.get(invoice.projectId) ?? "0", afterCredits(invoice).subtotal]));
  return fees;
}

/** The margin on merchandise the client approved in the period: each item line's price less its cost. */
async function merchandiseMargin(prisma: PrismaClient, studioId: string, { start, end }: ReportPeriod): Promise<string> {
  const lines = await prisma.quoteLine.findMany({
    where: { kind: "item", quote: { studioId, status: "approved", sample: false, approvedAt: { gte: start, lt: end } } },
    select: { quantity: true, unitCost: true, lineTotal: true },
  });
  return sumMoney(lines.map((line) => moneyDifference(line.lineTotal, lineTotal(line.quantity, line.unitCost))));
}

/**
 * The studio's time report for a period: hours by project and by member (billable, billed on an invoice, billable
 * and not yet billed), the fee invoices issued and what they came to an hour, and profit from design fees apart
 * from the margin on merchandise.
 */
export async function timeReport(prisma: PrismaClient, studioId: string, query: TimeReportQuery): Promise<TimeReport> {
  const period = reportPeriod(query, await studioTimeZoneOf(prisma, studioId));
  const [kept, fees, margin] = await Promise.all([keptTime(prisma, studioId, period), feesByProject(prisma, studioId, period), merchandiseMargin(prisma, studioId, period)]);
  const byProject = new Map<string, Hours>();
  const byPerson = new Map<string, Hours>();
  for (const { projectId, userId, ...hours } of kept) {
    byProject.set(projectId, addHours(byProject.get(projectId) ?? NO_HOURS, hours));
    byPerson.set(userId, addHours(byPerson.get(userId) ?? NO_HOURS, hours));
  }
  for (const projectId of fees.keys()) if (!byProject.has(projectId)) byProject.set(projectId, NO_HOURS);
  const [projects, people] = await Promise.all([
    prisma.project.findMany({ where: { id: { in: [...byProject.keys()] } }, select: { id: true, title: true } }),
    prisma.user.findMany({ where: { id: { in: [...byPerson.keys()] } }, select: { id: true, firstName: true, lastName: true, email: true } }),
  ]);
  const titles = new Map(projects.map((project) => [project.id, project.title]));
  const names = new Map(people.map((person) => [person.id, memberName(person)]));
  const mostHoursFirst = (a: Hours, b: Hours) => b.minutes - a.minutes;
  const totalHours = [...byPerson.values()].reduce(addHours, NO_HOURS);
  const feesInvoiced = sumMoney(fees.values());
  return {
    from: period.from,
    to: period.to,
    totals: { ...totalHours, feesInvoiced, effectiveHourlyRate: effectiveHourlyRate(feesInvoiced, totalHours.minutes) },
    byProject: [...byProject.entries()]
      .map(([projectId, hours]) => {
        const projectFees = fees.get(projectId) ?? "0.00";
        return { projectId, projectTitle: titles.get(projectId) ?? "", ...hours, feesInvoiced: projectFees, effectiveHourlyRate: effectiveHourlyRate(projectFees, hours.minutes) };
      })
      .sort(mostHoursFirst),
    byPerson: [...byPerson.entries()].map(([userId, hours]) => ({ userId, name: names.get(userId) ?? "", ...hours })).sort(mostHoursFirst),
    profit: { designFees: feesInvoiced, merchandiseMargin: margin },
  };
}
