import type { MailAttachment, MailMessage } from "./types";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

export interface Letter {
  from: string;
  to: string;
  /** The studio's own address, where the reader's reply goes; none when the studio gave none. */
  replyTo: string | null;
  subject: string;
  /** In order; a line break inside a paragraph stays a line break. */
  paragraphs: readonly string[];
  attachments?: MailAttachment[];
}

/** A mail written as a short letter: the same paragraphs as plain text and as HTML, every character escaped in the HTML. */
export function letterMail({ from, to, replyTo, subject, paragraphs, attachments }: Letter): MailMessage {
  return {
    from,
    to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text: `${paragraphs.join("\n\n")}\n`,
    html: paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, "<br>")}</p>`).join("\n"),
    ...(attachments ? { attachments } : {}),
  };
}
