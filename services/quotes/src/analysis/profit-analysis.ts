import type { ProfitAnalysis } from "@atelier/contracts";
import type { PrismaClient, Project, QuoteLine } from "@atelier/db";
import { averageMarkupPercent, costOfLines, marginPercent, moneyDifference, netMarginPercent, toMoneyString } from "@atelier/money";
import { invoicedToDate } from "./invoiced-to-date";

const linesInOrder = { lines: { orderBy: { sortOrder: "asc" as const } } };

/**
 * A project's profit, from its latest approved quote, else its latest quote that is not superseded
 * (`basis` says which): revenue is the subtotal before VAT, cost is Σ quantity × unit cost, split
 * into labour, material (item lines) and delivery; the net margin takes the studio's overhead off. Once invoices are
 * issued, `invoiced` says what they came to and what the client paid.
 */
export async function profitAnalysis(prisma: PrismaClient, project: Pick<Project, "id" | "studioId">): Promise<ProfitAnalysis> {
  const studio = await prisma.studio.findUniqueOrThrow({ where: { id: project.studioId }, select: { overheadPercent: true } });
  const overheadPercent = studio.overheadPercent.toNumber();
  const approved = await prisma.quote.findFirst({ where: { projectId: project.id, status: "approved" }, orderBy: [{ approvedAt: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }], include: linesInOrder });
  const quote =
    approved ?? (await prisma.quote.findFirst({ where: { projectId: project.id, status: { not: "superseded" } }, orderBy: [{ createdAt: "desc" }, { version: "desc" }], include: linesInOrder }));
  const invoiced = await invoicedToDate(prisma, project.id);
  if (!quote) {
    return { grossMargin: null, netMargin: null, laborCosts: null, materialCosts: null, deliveryCosts: null, markup: null, revenue: null, grossProfit: null, overheadPercent, invoiced, basis: null };
  }
  const ofKind = (kind: QuoteLine["kind"]) => quote.lines.filter((line) => line.kind === kind);
  const revenue = toMoneyString(quote.subtotal);
  const cost = costOfLines(quote.lines);
  const grossMargin = marginPercent(revenue, cost);
  return {
    grossMargin,
    netMargin: netMarginPercent(grossMargin, studio.overheadPercent),
    laborCosts: costOfLines(ofKind("labour")),
    materialCosts: costOfLines(ofKind("item")),
    deliveryCosts: costOfLines(ofKind("delivery")),
    markup: averageMarkupPercent(revenue, cost),
    revenue,
    grossProfit: moneyDifference(revenue, cost),
    overheadPercent,
    invoiced,
    basis: { quoteId: quote.id, number: quote.number, version: quote.version, status: quote.status, reason: approved ? "approved" : "latest" },
  };
}
