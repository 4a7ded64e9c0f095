import { INVITATION_DAYS, ROLE_LABELS, type Role } from "@atelier/contracts";
import type { MailMessage } from "@atelier/kit";

interface InvitationMail {
  from: string;
  to: string;
  studioName: string;
  invitedBy: string;
  role: Role;
  link: string;
}

/** The invitation: plain text, the link alone on its line so any mail program makes it clickable. */
export function invitationMail({ from, to, studioName, invitedBy, role, link }: InvitationMail): MailMessage {
  return {
    from,
    to,
    subject: `${invitedBy} invited you to ${studioName} on Atelier`,
    text: [
      "Hello,",
      "",
      `${invitedBy} invited you to join ${studioName} on Atelier as ${ROLE_LABELS[role].toLowerCase()}. To accept, open this link and choose your password:`,
      "",
      link,
      "",
      `The link works once, within ${INVITATION_DAYS} days. If you did not expect this, ignore this e-mail.`,
      "",
    ].join("\n"),
  };
}
