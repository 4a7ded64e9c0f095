import type { MailMessage } from "@atelier/kit";

interface ResetLinkMail {
  from: string;
  to: string;
  firstName: string;
  link: string;
}

/** The forgotten-password mail: plain text, the link alone on its line so any mail program makes it clickable. */
export function resetLinkMail({ from, to, firstName, link }: ResetLinkMail): MailMessage {
  return {
    from,
    to,
    subject: "Reset your Atelier password",
    text: [
      `Hello ${firstName},`,
      "",
      "Someone asked to reset the password of your Atelier account. To choose a new password, open this link:",
      "",
      link,
      "",
      "The link works once, within an hour. Setting a new password signs you out on every device.",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
      "",
    ].join("\n"),
  };
}
