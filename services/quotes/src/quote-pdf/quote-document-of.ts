import { studioDay } from "@atelier/contracts";
import { toDateOnly, type PrismaClient } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";
import { toMoneyString } from "@atelier/money";
import type { QuoteDocument } from "../pdf";
import { lineGroupsOf } from "./line-groups";

/** What the PDF prints of a quote: the studio's settings and logo, the project's client, the quote's lines and totals. */
export async function quoteDocumentOf(prisma: PrismaClient, storage: ObjectStorage, quoteId: string): Promise<QuoteDocument> {
  const quote = await prisma.quote.findUniqueOrThrow({ where: { id: quoteId }, include: { lines: { include: { roomItem: { select: { color: true, material: true, size: true, specifications: true } } } }, studio: true, project: true },
  });
  const { studio, project } = quote;
  return {
    studio: {
      name: studio.name,
      postalAddress: studio.postalAddress,
      vatNumber: studio.vatNumber,
      registrationNumber: studio.registrationNumber,
      phone: studio.phone,
      email: studio.email,
      logoPng: studio.logoObjectKey ? await logoOf(storage, studio.logoObjectKey) : null,
    },
    client: { name: project.clientName ?? "", email: project.clientEmail },
    project: { title: project.title, address: project.address },
    quote: { number: quote.number, version: quote.version, title: quote.title, description: quote.description, issueDate: studioDay(quote.createdAt, studio.timeZone), validUntil: toDateOnly(quote.validUntil) },
    groups: lineGroupsOf(quote.lines),
    totals: { subtotal: toMoneyString(quote.subtotal), vat: toMoneyString(quote.vat), total: toMoneyString(quote.total) },
    terms: studio.quoteTerms ?? "",
  };
}

/** A logo removed from storage behind the settings' back prints the studio's name alone rather than failing the quote. */
async function logoOf(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  if (!(await storage.stat(key))) return null;
  return storage.read(key);
}
