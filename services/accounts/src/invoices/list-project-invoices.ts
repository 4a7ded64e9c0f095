import { studioDay, type BillableQuote, type Endpoints } from "@atelier/contracts";
import type { PrismaClient, Project } from "@atelier/db";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { afterCredits, fractionAsPercent, moneyDifference, sumMoney, toMoneyString } from "@atelier/money";
import { invoiceDetails } from "./find-invoice";
import { toInvoiceResponse } from "./invoice-response";
import { chargedVatRate } from "./vat-rate";

/** The project's approved quotes, each with what its invoices bill so far and which of its lines they bill in full. */
async function billableQuotes(prisma: PrismaClient, projectId: string): Promise<BillableQuote[]> {
  const quotes = await prisma.quote.findMany({
    where: { projectId, status: "approved", sample: false },
    orderBy: { approvedAt: "asc" },
    include: { lines: { orderBy: { sortOrder: "asc" }, include: { invoiceLine: { select: { id: true } } } }, invoices: { select: { subtotal: true, vat: true, creditNotes: { select: { subtotal: true, vat: true } } } } },
  });
  return quotes.map((quote) => {
    const billed = quote.invoices.map(afterCredits);
    const invoiced = sumMoney(billed.map((invoice) => invoice.subtotal));
    return {
      id: quote.id,
      number: quote.number,
      title: quote.title,
      subtotal: toMoneyString(quote.subtotal),
      invoiced,
      invoicedVat: sumMoney(billed.map((invoice) => invoice.vat)),
      remaining: moneyDifference(quote.subtotal, invoiced),
      lines: quote.lines.map((line) => ({
        id: line.id,
        name: line.name,
        roomName: line.roomName,
        quantity: line.quantity.toNumber(),
        unitPrice: toMoneyString(line.unitPrice),
        lineTotal: toMoneyString(line.lineTotal),
        invoiced: line.invoiceLine !== null,
      })),
    };
  });
}

/** GET /api/projects/:id/invoices: its invoices, newest first, and what its approved quotes leave to bill. */
export function listProjectInvoices({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["projectInvoices"], Staff, Project> {
  return async (_req, res, { record: project }) => {
    const [invoices, quotes, studio] = await Promise.all([
      prisma.invoice.findMany({ where: { projectId: project.id }, orderBy: { createdAt: "desc" }, include: invoiceDetails }),
      billableQuotes(prisma, project.id),
      prisma.studio.findUniqueOrThrow({ where: { id: project.studioId }, select: { timeZone: true, vatRegistered: true, depositPercent: true } }),
    ]);
    const today = studioDay(new Date(), studio.timeZone);
    const vatPercent = fractionAsPercent(await chargedVatRate(prisma, studio.vatRegistered, today));
    res.json({ invoices: invoices.map((invoice) => toInvoiceResponse(invoice, today)), billableQuotes: quotes, vatPercent, depositPercent: toMoneyString(studio.depositPercent) });
  };
}
