export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailMessage {
  /** "Name <address>" or a bare address; callers usually pass the MAIL_FROM setting. */
  from: string;
  to: string | string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  /** The Message-ID header the mail went out with, angle brackets included. */
  messageId: string;
}

/** Sends e-mail: written as .eml files to a local outbox (the default) or through an SMTP server. */
export interface Mailer {
  driver: "outbox" | "smtp";
  send(message: MailMessage): Promise<SentMail>;
  /** Closes pooled connections; the mailer is not used afterwards. */
  close(): Promise<void>;
}

/** A mail the server refused; `permanent` (a 5xx answer) means sending it again will not help. */
export class MailSendError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = "MailSendError";
  }
}
