import type { MailMessage } from "@atelier/kit";
import { formatRand } from "@atelier/money";
import type { SignedQuote } from "./kept-certificate";
import { certificateFileName } from "./kept-certificate";

export interface CertificateMailRequest {
  quote: SignedQuote;
  certificate: Buffer;
  from: string;
  to: string;
  /** Who the mail is written to: the client who signed, or the studio that is told of it. */
  reader: "client" | "studio";
  replyTo: string | null;
}

/** The mail that carries an approval's certificate, to the client as their copy and to the studio as its record. */
export function certificateMail({ quote, certificate, from, to, reader, replyTo }: CertificateMailRequest): MailMessage {
  const { approval } = quote;
  const what = `quote ${quote.number} (version ${quote.version}) for ${quote.project.title}, ${formatRand(quote.total.toFixed(2))} incl. VAT`;
  const paragraphs =
    reader === "client"
      ? [`Dear ${approval.signedBy},`, `Thank you for approving ${what}.`, "Your certificate of approval is attached: it records your signature and the quote you signed.", `Kind regards,\n${quote.studio.name}`]
      : [`${approval.signedBy} approved ${what} through the client portal on ${approval.signedAt.toISOString()}.`, "The certificate of approval is attached."];
  return {
    from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject: `Quote ${quote.number} approved: certificate of approval`,
    text: `${paragraphs.join("\n\n")}\n`,
    attachments: [{ filename: certificateFileName(quote), content: certificate, contentType: "application/pdf" }],
  };
}
