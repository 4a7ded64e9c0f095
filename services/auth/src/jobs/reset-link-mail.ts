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

/** After an import: the studio's work is here, and the member sets a password to reach it (an export holds none). */
export function importedStudioMail({ from, to, firstName, link, studioName, origin }: ResetLinkMail & { studioName: string; origin: string }): MailMessage {
  return {
    from,
    to,
    subject: `${studioName} has moved to a new Atelier: set your password`,
    text: [
      `Hello ${firstName},`,
      "",
      `${studioName}'s projects, documents and files are now on the Atelier at ${origin}. Passwords do not move with a studio, so choose yours to sign in there:`,
      "",
      link,
      "",
      "The link works once, within 7 days. After that, ask for a new one with Forgot password? on the sign-in page.",
      "",
    ].join("\n"),
  };
}
