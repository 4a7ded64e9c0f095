import { studioDay } from "@atelier/contracts";
import { daysAfter, type PrismaClient, type Quote } from "@atelier/db";
import { conflict, recordActivity, type ProjectChanges } from "@atelier/kit";
import { linesInOrder, type QuoteWithLines } from "./quote-response";
import { assertRevisable, lockQuote } from "./quote-status";
import { quoteRecord } from "./quote-activity";

/**
 * A sent, rejected or expired quote → its next version: a draft under the same number, with a copy of
 * its lines and a fresh validity, while the version it replaces becomes superseded and stays readable.
 * Only the latest version of a number is revised, and only once (409 otherwise). The project's open pages are told
 * once it commits.
 */
export async function reviseQuote(
  { prisma, changes }: { prisma: PrismaClient; changes: ProjectChanges },
  { id: quoteId, projectId }: Pick<Quote, "id" | "projectId">,
  revisedBy: string,
  now = new Date(),
): Promise<QuoteWithLines> {
  const revision = await prisma.$transaction(
    async (tx) => {
      assertRevisable(await lockQuote(tx, quoteId));
      const source = await tx.quote.findUniqueOrThrow({ where: { id: quoteId }, include: { ...linesInOrder, studio: { select: { quoteValidityDays: true, timeZone: true } } } });
      const latest = await tx.quote.findFirst({ where: { studioId: source.studioId, number: source.number }, orderBy: { version: "desc" }, select: { id: true } });
      if (latest?.id !== source.id) throw conflict("This version was already revised: revise the latest version");

      const revision = await tx.quote.create({
        data: {
          studioId: source.studioId,
          projectId: source.projectId,
          number: source.number,
          version: source.version + 1,
          title: source.title,
          description: source.description,
          notes: source.notes,
          markupPercent: source.markupPercent,
          subtotal: source.subtotal,
          vat: source.vat,
          total: source.total,
          validUntil: daysAfter(studioDay(now, source.studio.timeZone), source.studio.quoteValidityDays),
          createdById: revisedBy,
          sample: source.sample,
        },
      });
      await tx.quoteLine.createMany({
        data: source.lines.map(({ id: _id, quoteId: _quoteId, ...line }) => ({ ...line, quoteId: revision.id })),
      });
      await tx.quote.update({ where: { id: source.id }, data: { status: "superseded" } });
      await recordActivity(tx, { studioId: source.studioId, projectId: source.projectId, record: quoteRecord(revision), action: "created", changes: [{ field: "version", label: "Revises", before: null, after: quoteRecord(source).label }] });
      return tx.quote.findUniqueOrThrow({ where: { id: revision.id }, include: linesInOrder });
    },
    { timeout: 30_000 },
  );
  changes.announce(projectId, "quotes", revision.id);
  return revision;
}
