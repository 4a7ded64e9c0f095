import { OWING_INVOICE_STATUSES, studioDay, type ProjectStatement } from "@atelier/contracts";
import type { PrismaClient, Project } from "@atelier/db";
import { moneyDifference, runningBalances, sumMoney } from "@atelier/money";
import { accountMoves } from "./account-moves";
import { clientCredits } from "../payments/client-credit";
import { openBalances } from "./open-balances";

/**
 * The client's account over the project as of today (the studio's): what stood before `from` as the opening balance,
 * each invoice, credit note and payment since with the balance after it, the closing balance, and what is owed by age.
 */
export async function projectStatement(prisma: PrismaClient, project: Project, from: string | null): Promise<ProjectStatement> {
  const { timeZone } = await prisma.studio.findUniqueOrThrow({ where: { id: project.studioId }, select: { timeZone: true } });
  const today = studioDay(new Date(), timeZone);
  const [moves, open, credits] = await Promise.all([
    accountMoves(prisma, project.id),
    prisma.invoice.findMany({ where: { projectId: project.id, status: { in: [...OWING_INVOICE_STATUSES] } } }),
    clientCredits(prisma, { projectId: project.id }),
  ]);
  const before = from ? moves.filter((move) => move.date < from) : [];
  const during = from ? moves.filter((move) => move.date >= from) : moves;
  const openingBalance = moneyDifference(sumMoney(before.map((move) => move.debit ?? "0")), sumMoney(before.map((move) => move.credit ?? "0")));
  const { balances, closing } = runningBalances(openingBalance, during);
  return {
    projectId: project.id,
    projectTitle: project.title,
    clientName: project.clientName,
    statementDate: today,
    from,
    openingBalance,
    entries: during.map((move, index) => ({ ...move, balance: balances[index]! })),
    closingBalance: closing,
    ageing: openBalances(open, today).ageing,
    credit: credits.get(project.id) ?? "0.00",
  };
}
