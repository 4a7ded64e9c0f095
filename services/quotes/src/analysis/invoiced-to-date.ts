import type { ProfitAnalysis } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { afterCredits, costInvoiced, costOfLines, invoiceBalance, marginPercent, moneyDifference, sumMoney } from "@atelier/money";

/**
 * The project's issued invoices to date: their subtotals less their credit notes' (fee invoices apart, as design
 * fees), each quote's cost in the share of it they bill, and what the client paid and owes. Null before any is issued.
 */
export async function invoicedToDate(prisma: PrismaClient, projectId: string): Promise<ProfitAnalysis["invoiced"]> {
  const invoices = await prisma.invoice.findMany({
    where: { projectId, status: { not: "draft" } },
    select: { quoteId: true, subtotal: true, vat: true, total: true, amountPaid: true, amountCredited: true, creditNotes: { select: { subtotal: true, vat: true } } },
  });
  if (invoices.length === 0) return null;
  const net = invoices.map((invoice) => ({ quoteId: invoice.quoteId, amount: afterCredits(invoice).subtotal }));
  const quoteIds = [...new Set(net.flatMap(({ quoteId }) => (quoteId ? [quoteId] : [])))];
  const quotes = await prisma.quote.findMany({ where: { id: { in: quoteIds } }, select: { id: true, subtotal: true, lines: { select: { quantity: true, unitCost: true } } } });
  const costOfSales = sumMoney(
    quotes.map((quote) => costInvoiced(costOfLines(quote.lines), sumMoney(net.filter(({ quoteId }) => quoteId === quote.id).map(({ amount }) => amount)), quote.subtotal)),
  );
  const revenue = sumMoney(net.map(({ amount }) => amount));
  return {
    revenue,
    designFees: sumMoney(net.filter(({ quoteId }) => quoteId === null).map(({ amount }) => amount)),
    costOfSales,
    grossProfit: moneyDifference(revenue, costOfSales),
    grossMargin: marginPercent(revenue, costOfSales),
    received: sumMoney(invoices.map((invoice) => invoice.amountPaid)),
    outstanding: sumMoney(invoices.map(invoiceBalance)),
  };
}

