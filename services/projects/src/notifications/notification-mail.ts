import type { MailMessage } from "@atelier/kit";

export interface NotificationMailRequest {
  from: string;
  to: string;
  firstName: string;
  title: string;
  message: string;
  /** The app's path it is about; with the app's public address it becomes a link to follow. */
  link: string | null;
  publicUrl: string | undefined;
}

/** A notification as plain text mail to the designer it is for. */
export function notificationMail({ from, to, firstName, title, message, link, publicUrl }: NotificationMailRequest): MailMessage {
  const open = link && publicUrl ? [`Open it in Atelier: ${new URL(link, publicUrl).toString()}`] : [];
  return { from, to, subject: title, text: `${[`Hello ${firstName},`, message, ...open].join("\n\n")}\n` };
}
