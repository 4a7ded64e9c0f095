import { daysBetween, OWING_INVOICE_STATUSES, type ProjectStatement } from "@atelier/contracts";
import { toDateOnly, type PrismaClient, type Project } from "@atelier/db";
import { studioToday } from "@atelier/kit";
import { ageBalances, invoiceBalance, runningBalances } from "@atelier/money";
import { clientCredit } from "../payments/client-credit";
import { accountMoves } from "./account-moves";

/**
 * The client's account over the project as of today (the studio's): what stood before `from` as the opening balance,
 * each invoice, credit note, payment and refund since with the balance after it, the closing balance, and what the
 * open invoices still owe by age (days since each invoice's date).
 */
export async function projectStatement(prisma: PrismaClient, project: Project, from: string | null): Promise<ProjectStatement> {
  const [today, moves, open, credit] = await Promise.all([
    studioToday(prisma, project.studioId),
    accountMoves(prisma, project.id),
    prisma.invoice.findMany({ where: { projectId: project.id, status: { in: [...OWING_INVOICE_STATUSES] } } }),
    clientCredit(prisma, project.id),
  ]);
  const before = from ? moves.filter((move) => move.date < from) : [];
  const during = from ? moves.filter((move) => move.date >= from) : moves;
  const openingBalance = runningBalances(0, before).closing;
  const { balances, closing } = runningBalances(openingBalance, during);
  const owed = open.flatMap((invoice) => (invoice.issueDate ? [{ ageDays: daysBetween(toDateOnly(invoice.issueDate), today), balance: invoiceBalance(invoice) }] : []));
  return {
    projectId: project.id,
    projectTitle: project.title,
    clientName: project.clientName,
    statementDate: today,
    from,
    openingBalance,
    entries: during.map((move, index) => ({ ...move, balance: balances[index]! })),
    closingBalance: closing,
    ageing: ageBalances(owed),
    credit,
  };
}
