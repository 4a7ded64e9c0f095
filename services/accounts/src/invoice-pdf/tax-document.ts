import type { PrismaClient } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";
import type { LetterheadStudio } from "@atelier/kit/pdf/studio-pdf";
import type { InvoiceParties } from "../invoices/invoice-parties";

/** Everything a tax document's PDF prints (an invoice or a credit note), gathered by the caller; the renderer reads nothing else. */
export interface TaxDocument {
  /** "Tax Invoice", "Invoice" from a studio not registered for VAT, or "Credit Note". */
  title: "Tax Invoice" | "Invoice" | "Credit Note";
  /** "INV-2026-0001", "CN-2026-0001". */
  number: string;
  /** "YYYY-MM-DD": printed, and the PDF's own date, so the same document always gives the same bytes. */
  issueDate: string;
  /** The project's title and code. */
  project: string;
  /** A tax invoice of R 5,000 or less may leave out the recipient and the quantities (VAT Act s 20(5)). */
  abridged: boolean;
  /** Any print after the original is marked "Copy". */
  copy: boolean;
  studio: LetterheadStudio;
  /** Label and value rows beside the title after the number and date: due date, quote, credited invoice. */
  facts: Array<[string, string]>;
  /** Null on an abridged tax invoice. */
  recipient: InvoiceParties["recipient"] | null;
  lines: Array<{ description: string; quantity: number; unitPrice: string; lineTotal: string }>;
  /** Decimal strings with two places; `vatPercent` is null where no VAT is charged. */
  totals: { subtotal: string; vat: string; total: string; vatPercent: string | null };
  /** What the totals are called: an invoice's subtotal and total, a credit note's credit. */
  totalWords: { subtotal: string; total: string };
  /** Printed under the totals: an invoice's notes, a credit note's reason. */
  notes: { heading: string; text: string } | null;
  /** Where and by when an invoice is paid; none on a credit note. */
  payment: { dueDate: string; bank: InvoiceParties["bank"] } | null;
  terms: string | null;
}

/** The studio's letterhead as it prints on its documents: the parties kept with the document, the logo as it now is. */
export async function letterheadOf(prisma: PrismaClient, storage: ObjectStorage, studioId: string, parties: InvoiceParties): Promise<LetterheadStudio> {
  const { logoObjectKey, timeZone } = await prisma.studio.findUniqueOrThrow({ where: { id: studioId }, select: { logoObjectKey: true, timeZone: true } });
  const logoPng = logoObjectKey && (await storage.stat(logoObjectKey)) ? await storage.read(logoObjectKey) : null;
  return { ...parties.supplier, logoPng, timeZone };
}

/** "Clifton Villa (ATL-2026-014)". */
export const projectLabel = ({ project }: InvoiceParties): string => (project.code ? `${project.title} (${project.code})` : project.title);
