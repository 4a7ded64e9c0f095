import { PORTAL_QUOTE_STATUSES, type PortalQuote } from "@atelier/contracts";
import { toDateOnly, type PrismaClient, type Quote, type QuoteLine } from "@atelier/db";

/** Only what the client is asked to pay: no cost price, markup or supplier. */
const clientLineFields = { name: true, roomName: true, quantity: true, unit: true, unitPrice: true, lineTotal: true } as const;

type ClientLine = Pick<QuoteLine, keyof typeof clientLineFields>;

function toPortalQuote(quote: Quote & { lines: ClientLine[] }): PortalQuote {
  return {
    id: quote.id,
    number: quote.number,
    title: quote.title,
    description: quote.description,
    version: quote.version,
    status: quote.status as PortalQuote["status"],
    subtotal: quote.subtotal.toFixed(2),
    vat: quote.vat.toFixed(2),
    total: quote.total.toFixed(2),
    validUntil: toDateOnly(quote.validUntil),
    createdAt: quote.createdAt.toISOString(),
    lines: quote.lines.map((line) => ({
      name: line.name,
      roomName: line.roomName,
      quantity: line.quantity.toNumber(),
      unit: line.unit,
      unitPrice: line.unitPrice.toFixed(2),
      lineTotal: line.lineTotal.toFixed(2),
    })),
  };
}

/** The quotes the client has been sent, newest first: never drafts, versions a later one replaced, or a sample home's. */
export async function portalQuotes(prisma: PrismaClient, projectId: string): Promise<PortalQuote[]> {
  const quotes = await prisma.quote.findMany({
    where: { projectId, status: { in: [...PORTAL_QUOTE_STATUSES] }, sample: false },
    orderBy: [{ createdAt: "desc" }, { version: "desc" }],
    include: { lines: { select: clientLineFields, orderBy: { sortOrder: "asc" } } },
  });
  return quotes.map(toPortalQuote);
}
