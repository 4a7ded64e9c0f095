export * from "./types";
export * from "./config";
export { OutboxMailer } from "./outbox-mailer";
export { SmtpMailer } from "./smtp-mailer";
export { sendInJob } from "./send-in-job";
export { letterMail, type Letter } from "./letter-mail";
