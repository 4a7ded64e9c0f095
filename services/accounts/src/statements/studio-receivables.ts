import { OWING_INVOICE_STATUSES, studioDay, type Receivable, type Receivables } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { addAgeing, ageBalances, moneyDifference, sumMoney, toCents } from "@atelier/money";
import { clientCredits } from "../payments/client-credit";
import { openBalances } from "./open-balances";

const NOTHING = ageBalances([]);

/**
 * Every client of the studio who owes something or holds credit, one account per project, as of today (the studio's):
 * the longest overdue first, then the most overdue, then the largest balance; and the studio's totals.
 */
export async function studioReceivables(prisma: PrismaClient, studioId: string): Promise<Receivables> {
  const { timeZone } = await prisma.studio.findUniqueOrThrow({ where: { id: studioId }, select: { timeZone: true } });
  const today = studioDay(new Date(), timeZone);
  const [open, credits] = await Promise.all([
    prisma.invoice.findMany({
      where: { studioId, status: { in: [...OWING_INVOICE_STATUSES] } },
      select: { projectId: true, status: true, issueDate: true, dueDate: true, total: true, amountPaid: true, amountCredited: true },
    }),
    clientCredits(prisma, { studioId }),
  ]);
  const byProject = new Map<string, typeof open>();
  for (const invoice of open) {
    const ofProject = byProject.get(invoice.projectId);
    if (ofProject) ofProject.push(invoice);
    else byProject.set(invoice.projectId, [invoice]);
  }
  const projectIds = [...new Set([...byProject.keys(), ...credits.keys()])];
  const projects = await prisma.project.findMany({ where: { id: { in: projectIds }, studioId }, select: { id: true, title: true, code: true, clientName: true } });
  const accounts = projects.map((project): Receivable => {
    const owed = openBalances(byProject.get(project.id) ?? [], today);
    const credit = credits.get(project.id) ?? "0.00";
    return {
      projectId: project.id,
      projectTitle: project.title,
      projectCode: project.code,
      clientName: project.clientName,
      balance: moneyDifference(owed.owed, credit),
      overdue: owed.overdue,
      daysOverdue: owed.daysOverdue,
      ageing: owed.ageing,
      credit,
    };
  });
  accounts.sort((a, b) => b.daysOverdue - a.daysOverdue || toCents(b.overdue).comparedTo(toCents(a.overdue)) || toCents(b.balance).comparedTo(toCents(a.balance)) || a.projectTitle.localeCompare(b.projectTitle));
  return {
    asOf: today,
    totals: {
      balance: sumMoney(accounts.map((account) => account.balance)),
      overdue: sumMoney(accounts.map((account) => account.overdue)),
      ageing: accounts.reduce((sum, account) => addAgeing(sum, account.ageing), NOTHING),
      credit: sumMoney(accounts.map((account) => account.credit)),
    },
    accounts,
  };
}
