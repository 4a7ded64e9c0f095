import { toDateOnly, type Prisma, type PrismaClient } from "@atelier/db";
import { splitInProportion, toMoneyString } from "@atelier/money";
import type { InvoiceParties } from "../invoices/invoice-parties";

/** Who and what a document names, as it was printed (kept with it): an issued document never changes. */
function namedIn(kept: unknown): Pick<ExportDocument, "clientName" | "clientEmail" | "project"> {
  const parties = kept as InvoiceParties;
  return { clientName: parties.recipient.name ?? parties.project.title, clientEmail: parties.recipient.email, project: parties.project.code ?? parties.project.title };
}

/** An issued invoice or a credit note as the bookkeeper's export needs it. */
export interface ExportDocument {
  kind: "invoice" | "credit_note";
  id: string;
  number: string;
  /** The invoice a credit note credits. */
  credits: string | null;
  date: string;
  dueDate: string | null;
  clientName: string;
  clientEmail: string | null;
  /** The project's code, else its title: what the document is for. */
  project: string;
  /** Each line before VAT with its share of the document's VAT; a credit note is one line, its reason. */
  lines: Array<{ description: string; quantity: string; unitAmount: string; lineTotal: string; vat: string }>;
  subtotal: string;
  vat: string;
  total: string;
}

/** Which documents an export over the period holds: the studio's issued invoices and credit notes dated from `from` to `to`. */
function exportedIn(studioId: string, from: string, to: string): { invoices: Prisma.InvoiceWhereInput; creditNotes: Prisma.CreditNoteWhereInput } {
  const issueDate = { gte: new Date(`${from}T00:00:00Z`), lte: new Date(`${to}T00:00:00Z`) };
  return { invoices: { studioId, status: { not: "draft" }, issueDate }, creditNotes: { studioId, issueDate } };
}

/** The ids of the documents an export over the period holds, by kind: what its summary counts, without reading them. */
export async function exportDocumentIds(prisma: PrismaClient, studioId: string, from: string, to: string): Promise<{ invoices: string[]; creditNotes: string[] }> {
  const where = exportedIn(studioId, from, to);
  const [invoices, creditNotes] = await Promise.all([
    prisma.invoice.findMany({ where: where.invoices, select: { id: true } }),
    prisma.creditNote.findMany({ where: where.creditNotes, select: { id: true } }),
  ]);
  return { invoices: invoices.map(({ id }) => id), creditNotes: creditNotes.map(({ id }) => id) };
}

/** The studio's issued invoices and credit notes dated from `from` to `to`, in date and number order. */
export async function exportDocuments(prisma: PrismaClient, studioId: string, from: string, to: string): Promise<ExportDocument[]> {
  const where = exportedIn(studioId, from, to);
  const [invoices, creditNotes] = await Promise.all([
    prisma.invoice.findMany({ where: where.invoices, include: { lines: { orderBy: { sortOrder: "asc" } } } }),
    prisma.creditNote.findMany({ where: where.creditNotes, include: { invoice: { select: { number: true } } } }),
  ]);
  const documents: ExportDocument[] = [
    ...invoices.map((invoice): ExportDocument => {
      const vats = splitInProportion(invoice.vat, invoice.lines.map((line) => line.lineTotal));
      return {
        kind: "invoice",
        id: invoice.id,
        number: invoice.number ?? "",
        credits: null,
        date: toDateOnly(invoice.issueDate!),
        dueDate: toDateOnly(invoice.dueDate),
        ...namedIn(invoice.parties),
        lines: invoice.lines.map((line, index) => ({ description: line.description, quantity: line.quantity.toString(), unitAmount: toMoneyString(line.unitPrice), lineTotal: toMoneyString(line.lineTotal), vat: vats[index]! })),
        subtotal: toMoneyString(invoice.subtotal),
        vat: toMoneyString(invoice.vat),
        total: toMoneyString(invoice.total),
      };
    }),
    ...creditNotes.map(
      (note): ExportDocument => ({
        kind: "credit_note",
        id: note.id,
        number: note.number,
        credits: note.invoice.number,
        date: toDateOnly(note.issueDate),
        dueDate: null,
        ...namedIn(note.parties),
        lines: [{ description: `Credit on ${note.invoice.number}: ${note.reason}`, quantity: "1", unitAmount: toMoneyString(note.subtotal), lineTotal: toMoneyString(note.subtotal), vat: toMoneyString(note.vat) }],
        subtotal: toMoneyString(note.subtotal),
        vat: toMoneyString(note.vat),
        total: toMoneyString(note.total),
      }),
    ),
  ];
  return documents.sort((a, b) => a.date.localeCompare(b.date) || a.number.localeCompare(b.number));
}
