import { letterMail, type MailMessage } from "@atelier/kit";
import { formatRand } from "@atelier/money";
import type { QuoteDocument } from "../pdf";
import { formatDay } from "@atelier/kit/pdf/print-formats";
import { pdfFileName, type RenderedPdf } from "../quote-pdf/rendered-pdf";

export interface QuoteMailRequest {
  document: QuoteDocument;
  pdf: RenderedPdf;
  from: string;
  to: string;
  /** The designer's own words, above the quote's summary. */
  message: string | null;
}

/** The client's mail: who it is from, the total and valid-until in a few lines, the PDF attached; replies go to the studio. */
export function quoteMail({ document, pdf, from, to, message }: QuoteMailRequest): MailMessage {
  const { studio, client, project, quote, totals } = document;
  const greeting = client.name ? `Dear ${client.name},` : "Hello,";
  const summary = [
    `Please find attached quote ${quote.number} (version ${quote.version}) for ${project.title}.`,
    `Total: ${formatRand(totals.total)} incl. VAT.`,
    ...(quote.validUntil ? [`Valid until ${formatDay(quote.validUntil)}.`] : []),
  ];
  const paragraphs = [greeting, ...(message ? [message] : []), summary.join("\n"), `Kind regards,\n${studio.name}`];
  return letterMail({
    from,
    to,
    replyTo: studio.email,
    subject: `Quote ${quote.number} from ${studio.name}`,
    paragraphs,
    attachments: [{ filename: pdfFileName(quote), content: pdf.bytes, contentType: "application/pdf" }],
  });
}
