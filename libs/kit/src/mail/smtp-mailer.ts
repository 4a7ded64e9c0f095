import { nodemailerOptions } from "./nodemailer-options";
import { MailSendError, type MailMessage, type Mailer, type SentMail } from "./types";

interface SmtpFailure extends Error {
  response?: string;
  responseCode?: number;
}

const SECONDS = 1000;

/**
 * Mail through an SMTP server named by a URL (smtp://user:pass@host:port, or smtps://), over pooled connections.
 * nodemailer is loaded when a mailer is made, not by every process that imports kit.
 */
export class SmtpMailer implements Mailer {
  readonly driver = "smtp";
  private readonly transport;

  constructor(url: string) {
    // Short timeouts: a send job should fail and retry rather than hang on a server that went quiet.
    this.transport = import("nodemailer").then(({ default: nodemailer }) =>
      nodemailer.createTransport({ url, pool: true, connectionTimeout: 10 * SECONDS, greetingTimeout: 10 * SECONDS, socketTimeout: 60 * SECONDS }),
    );
  }

  async send(message: MailMessage): Promise<SentMail> {
    let info;
    try {
      info = await (await this.transport).sendMail(nodemailerOptions(message));
    } catch (error) {
      const failure = error as SmtpFailure;
      if (failure.responseCode === undefined) throw new MailSendError(`Could not send through the mail server: ${failure.message}`, false);
      throw new MailSendError(`The mail server refused the mail: ${failure.response ?? failure.message}`, failure.responseCode >= 500);
    }
    // Some recipients took it and some did not: sending again would mail the others twice.
    if (info.rejected.length > 0) {
      const reasons = info.rejectedErrors?.map((error: SmtpFailure) => error.response ?? error.message).join("; ");
      throw new MailSendError(`The mail server refused ${info.rejected.join(", ")}: ${reasons ?? "no reason given"}`, true);
    }
    return { messageId: info.messageId };
  }

  async close(): Promise<void> {
    (await this.transport).close();
  }
}
