import { OWING_INVOICE_STATUSES, type Receivable, type Receivables } from "@atelier/contracts";
import { studioToday } from "@atelier/kit";
import type { PrismaClient } from "@atelier/db";
import { AGEING_STARTS, ageBalances, moneyDifference, sumAgeing, sumMoney, toCents } from "@atelier/money";
import { clientCredits } from "../payments/client-credit";

interface OwedRow {
  projectId: string;
  owed: string;
  current: string;
  days30: string;
  days60: string;
  days90: string;
  overdue: string;
  daysOverdue: number;
}

/**
 * What each project's open invoices still owe on `today`, summed in the database (a studio of 20,000 invoices answers
 * one row a project): by age since each invoice's date at libs/money's edges (AGEING_STARTS), what is past due, and
 * the days since the oldest due date passed. Each sum comes as money's wire format ("1234.50"), as the cents were summed.
 */
function owedByProject(prisma: PrismaClient, studioId: string, today: string): Promise<OwedRow[]> {
  const { days30, days60, days90 } = AGEING_STARTS;
  return prisma.$queryRaw<OwedRow[]>`
    SELECT i.project_id AS "projectId",
           sum(b.balance)::numeric(14, 2)::text AS owed,
           coalesce(sum(b.balance) FILTER (WHERE b.age < ${days30}), 0)::numeric(14, 2)::text AS current,
           coalesce(sum(b.balance) FILTER (WHERE b.age >= ${days30} AND b.age < ${days60}), 0)::numeric(14, 2)::text AS "days30",
           coalesce(sum(b.balance) FILTER (WHERE b.age >= ${days60} AND b.age < ${days90}), 0)::numeric(14, 2)::text AS "days60",
           coalesce(sum(b.balance) FILTER (WHERE b.age >= ${days90}), 0)::numeric(14, 2)::text AS "days90",
           coalesce(sum(b.balance) FILTER (WHERE i.due_date < ${today}::date), 0)::numeric(14, 2)::text AS overdue,
           coalesce(max(${today}::date - i.due_date) FILTER (WHERE i.due_date < ${today}::date), 0)::int AS "daysOverdue"
    FROM invoices i,
         LATERAL (SELECT i.total - i.amount_paid - i.amount_credited AS balance, ${today}::date - i.issue_date AS age) b
    WHERE i.studio_id = ${studioId}::uuid AND i.status::text = ANY(${[...OWING_INVOICE_STATUSES]})
    GROUP BY i.project_id`;
}

const NOTHING = ageBalances([]);

/**
 * Every client of the studio who owes something or holds credit, one account per project, as of today (the studio's):
 * the longest overdue first, then the most overdue, then the largest balance; and the studio's totals.
 */
export async function studioReceivables(prisma: PrismaClient, studioId: string): Promise<Receivables> {
  const today = await studioToday(prisma, studioId);
  const [owed, credits] = await Promise.all([owedByProject(prisma, studioId, today), clientCredits(prisma, { studioId })]);
  const byProject = new Map(owed.map((row) => [row.projectId, row]));
  const projectIds = [...new Set([...byProject.keys(), ...credits.keys()])];
  const projects = await prisma.project.findMany({ where: { id: { in: projectIds }, studioId }, select: { id: true, title: true, code: true, clientName: true } });
  const accounts = projects.map((project): Receivable => {
    const row = byProject.get(project.id);
    const credit = credits.get(project.id);
    return {
      projectId: project.id,
      projectTitle: project.title,
      projectCode: project.code,
      clientName: project.clientName,
      balance: credit ? moneyDifference(row?.owed ?? "0", credit) : (row?.owed ?? "0.00"),
      overdue: row?.overdue ?? "0.00",
      daysOverdue: row?.daysOverdue ?? 0,
      ageing: row ? { current: row.current, days30: row.days30, days60: row.days60, days90: row.days90 } : NOTHING,
      credit: credit ?? "0.00",
    };
  });
  // Each amount read once, not once a comparison: two thousand accounts take some twenty thousand comparisons.
  const keyed = accounts.map((account) => ({ account, overdue: toCents(account.overdue), balance: toCents(account.balance) }));
  keyed.sort((a, b) => b.account.daysOverdue - a.account.daysOverdue || b.overdue.comparedTo(a.overdue) || b.balance.comparedTo(a.balance) || a.account.projectTitle.localeCompare(b.account.projectTitle));
  const ordered = keyed.map(({ account }) => account);
  return {
    asOf: today,
    totals: {
      balance: sumMoney(ordered.map((account) => account.balance)),
      overdue: sumMoney(ordered.map((account) => account.overdue)),
      ageing: sumAgeing(ordered.map((account) => account.ageing)),
      credit: sumMoney(ordered.map((account) => account.credit)),
    },
    accounts: ordered,
  };
}
