import type { SendMailOptions } from "nodemailer";
import type { MailMessage } from "./types";

export function nodemailerOptions(message: MailMessage): SendMailOptions {
  return {
    from: message.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    attachments: message.attachments?.map(({ filename, content, contentType }) => ({ filename, content, contentType })),
  };
}
