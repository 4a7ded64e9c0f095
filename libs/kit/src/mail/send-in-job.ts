import { UnrecoverableError } from "bullmq";
import { MailSendError, type MailMessage, type Mailer, type SentMail } from "./types";

/** Sends a job's mail: a server's refusal (a 5xx) fails the job for good, since a retry would be refused alike. */
export async function sendInJob(mailer: Mailer, message: MailMessage): Promise<SentMail> {
  try {
    return await mailer.send(message);
  } catch (error) {
    throw error instanceof MailSendError && error.permanent ? new UnrecoverableError(error.message) : error;
  }
}
