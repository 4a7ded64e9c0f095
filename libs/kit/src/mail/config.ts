import { z } from "zod";
import { OutboxMailer } from "./outbox-mailer";
import { SmtpMailer } from "./smtp-mailer";
import type { Mailer } from "./types";

/** Settings of the processes that send mail: .eml files in a local outbox unless SMTP_URL names a server. */
export const mailConfigFields = {
  SMTP_URL: z.url({ protocol: /^smtps?$/, message: "must be a URL like smtp://user:password@host:587 (or smtps://)" }).optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).default(".data/outbox"),
  MAIL_FROM: z.string().min(3).default("Atelier <no-reply@atelier.local>"),
};

export type MailConfig = z.infer<z.ZodObject<typeof mailConfigFields>>;

export function createMailer(config: Pick<MailConfig, "SMTP_URL" | "MAIL_OUTBOX_DIR">): Mailer {
  return config.SMTP_URL ? new SmtpMailer(config.SMTP_URL) : new OutboxMailer(config.MAIL_OUTBOX_DIR);
}
