import { AGEING_BUCKETS, AGEING_LABELS, type ProjectStatement, type StatementEntry } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { dateOfDay, formatDay } from "@atelier/kit/pdf/print-formats";
import { drawTable, type PdfColumn } from "@atelier/kit/pdf/pdf-table";
import { COLOUR, drawBlockLabel, drawStudioLetterhead, drawTitleAndFacts, FONT, HALF, PAGE, renderA4, roomFor, WIDTH, type LetterheadStudio } from "@atelier/kit/pdf/studio-pdf";
import { drawPaymentDetails } from "../invoice-pdf/draw-payment-details";
import { drawRecipient } from "../invoice-pdf/draw-recipient";
import type { InvoiceParties } from "../invoices/invoice-parties";

/** Everything a statement's PDF prints besides the statement itself: who from, who to, and where to pay. */
export interface StatementPrint {
  statement: ProjectStatement;
  studio: LetterheadStudio;
  recipient: InvoiceParties["recipient"];
  bank: InvoiceParties["bank"];
  /** "Clifton Villa (ATL-2026-014)". */
  project: string;
  /** What the client should quote when paying: the one open invoice's number, or each invoice's. */
  reference: string;
}

type Row = Pick<StatementEntry, "date" | "reference" | "description" | "debit" | "credit" | "balance">;
const amount = (value: string | null) => (value === null ? "" : formatRand(value));
const ENTRY_COLUMNS: Array<PdfColumn<Row>> = [
  { label: "Date", width: 70, align: "left", cell: (row) => (row.date ? formatDay(row.date) : "") },
  { label: "Reference", width: 84, align: "left", cell: (row) => row.reference },
  { label: "Details", width: WIDTH - 70 - 84 - 3 * 76, align: "left", cell: (row) => row.description },
  { label: "Debit", width: 76, align: "right", cell: (row) => amount(row.debit) },
  { label: "Credit", width: 76, align: "right", cell: (row) => amount(row.credit) },
  { label: "Balance", width: 76, align: "right", cell: (row) => formatRand(row.balance) },
];

const AGEING_WIDTH = WIDTH / 6;
const ageingColumns = (statement: ProjectStatement): Array<PdfColumn<ProjectStatement>> => [
  ...AGEING_BUCKETS.map((bucket) => ({ label: AGEING_LABELS[bucket], width: AGEING_WIDTH, align: "right" as const, cell: () => formatRand(statement.ageing[bucket]) })),
  { label: "Credit", width: AGEING_WIDTH, align: "right", cell: () => formatRand(statement.credit) },
  { label: "Amount due", width: AGEING_WIDTH, align: "right", cell: () => formatRand(statement.closingBalance) },
];

/**
 * A client's statement as an A4 PDF: the studio's letterhead, "Statement" with its date and period, the client, the
 * opening balance, each invoice, credit note and payment with the balance after it, the closing balance, what is owed
 * by age, and where to pay. Dated with its statement date, so the same statement on the same day is the same bytes.
 */
export function renderStatementPdf({ statement, studio, recipient, bank, project, reference }: StatementPrint): Promise<Buffer> {
  const day = dateOfDay(statement.statementDate);
  return renderA4({ Title: `Statement ${formatDay(statement.statementDate)}`, Author: studio.name, Subject: project, CreationDate: day, ModDate: day }, (doc) => {
    const period = statement.from ? `${formatDay(statement.from)} to ${formatDay(statement.statementDate)}` : `To ${formatDay(statement.statementDate)}`;
    let y = drawTitleAndFacts(doc, "Statement", [["Date", formatDay(statement.statementDate)], ["Period", period], ["Project", project]], drawStudioLetterhead(doc, studio) + 16) + 18;
    y = drawRecipient(doc, "STATEMENT FOR", recipient, y);
    const opening: Row = { date: statement.from ?? "", reference: "", description: "Opening balance", debit: null, credit: null, balance: statement.openingBalance };
    y = drawTable(doc, ENTRY_COLUMNS, [opening, ...statement.entries], y);
    y = roomFor(doc, y + 6, 24);
    doc.font(FONT.bold).fontSize(11).fillColor(COLOUR.ink).text("Closing balance", PAGE.margin + HALF, y, { width: HALF / 2 });
    doc.text(formatRand(statement.closingBalance), PAGE.margin + HALF + HALF / 2, y, { width: HALF / 2 - 6, align: "right" });
    y = roomFor(doc, doc.y + 18, 70);
    drawBlockLabel(doc, "WHAT IS OWED, BY AGE", PAGE.margin, y, WIDTH);
    y = drawTable(doc, ageingColumns(statement), [statement], doc.y + 4) + 10;
    if (bank.accountNumber && Number(statement.closingBalance) > 0) drawPaymentDetails(doc, bank, reference, null, y);
  });
}
