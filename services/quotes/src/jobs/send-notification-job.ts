import type { sendNotificationJob } from "@atelier/contracts";
import { sendInJob } from "@atelier/kit";
import type { z } from "zod";
import type { QuotesWorkerDeps } from "./worker-deps";

/** The "send-notification" job: one plain-text mail to the address the route allowed; a server's refusal is not retried. */
export function runSendNotification({ mailer, mailFrom }: QuotesWorkerDeps): (payload: z.infer<typeof sendNotificationJob.payload>) => Promise<{ sentTo: string }> {
  return async ({ to, replyTo, subject, message }) => {
    await sendInJob(mailer, { from: mailFrom, to, ...(replyTo ? { replyTo } : {}), subject, text: `${message}\n` });
    return { sentTo: to };
  };
}
