import { letterMail, type MailMessage } from "@atelier/kit";
import { formatRand } from "@atelier/money";
import type { PurchaseOrderDocument } from "./pdf/purchase-order-document";

/** The supplier's mail: the order's number, project and total in a few lines, its PDF attached; replies go to the studio. */
export function purchaseOrderMail(document: PurchaseOrderDocument, pdf: Buffer, { from, to }: { from: string; to: string }): MailMessage {
  const { studio, supplier, order, totals, lines } = document;
  const paragraphs = [
    supplier.contactName ? `Dear ${supplier.contactName},` : `Dear ${supplier.name},`,
    `Please find attached purchase order ${order.number} for ${lines.length} ${lines.length === 1 ? "item" : "items"} (${order.projectTitle}).\nTotal: ${formatRand(totals.total)} incl. VAT.`,
    `Please confirm the order and its delivery date by replying to this e-mail.`,
    `Kind regards,\n${studio.name}`,
  ];
  return letterMail({
    from,
    to,
    replyTo: studio.email,
    subject: `Purchase order ${order.number} from ${studio.name}`,
    paragraphs,
    attachments: [{ filename: `${order.number}.pdf`, content: pdf, contentType: "application/pdf" }],
  });
}
