import type { MailMessage } from "@atelier/kit";
import type { CalendarPerson } from "./meeting-calendar";

/** "Thursday, 3 December 2026 at 09:00 South Africa Standard Time": the zone is named, for attendees elsewhere. */
const whenText = (start: Date, timeZone: string) =>
  start.toLocaleString("en-ZA", { timeZone, weekday: "long", day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit", hour12: false, timeZoneName: "long" });

export interface InvitationMailRequest {
  from: string;
  replyTo: string | null;
  to: readonly CalendarPerson[];
  studioName: string;
  /** The studio's IANA zone, the time the mail states. */
  timeZone: string;
  method: "REQUEST" | "CANCEL";
  /** Whether the attendees were invited before: the subject says the invitation changed. */
  isUpdate: boolean;
  title: string;
  start: Date;
  durationMinutes: number;
  location: string | null;
  meetingUrl: string | null;
  /** Why the meeting was called off, for a cancellation. */
  reason: string | null;
  calendar: string;
}

const subjectOf = ({ method, isUpdate, title }: InvitationMailRequest) =>
  method === "CANCEL" ? `Cancelled: ${title}` : isUpdate ? `Updated invitation: ${title}` : `Invitation: ${title}`;

/** The attendees' mail: the meeting in a few lines, with the .ics attached for their calendars; replies go to the studio. */
export function invitationMail(request: InvitationMailRequest): MailMessage {
  const { from, replyTo, to, studioName, timeZone, method, title, start, durationMinutes, location, meetingUrl, reason, calendar } = request;
  const details =
    method === "CANCEL"
      ? [`${studioName} has cancelled ${title}, planned for ${whenText(start, timeZone)}.`, ...(reason ? [`Reason: ${reason}`] : [])]
      : [
          `${studioName} invites you to ${title}.`,
          `When: ${whenText(start, timeZone)}, ${durationMinutes} minutes`,
          ...(location ? [`Where: ${location}`] : []),
          ...(meetingUrl ? [`Join online: ${meetingUrl}`] : []),
        ];
  return {
    from,
    to: to.map(({ name, email }) => `"${name.replace(/["\\]/g, "")}" <${email}>`),
    ...(replyTo ? { replyTo } : {}),
    subject: subjectOf(request),
    text: `${[details.join("\n"), `Kind regards,\n${studioName}`].join("\n\n")}\n`,
    attachments: [{ filename: method === "CANCEL" ? "cancel.ics" : "invite.ics", content: Buffer.from(calendar, "utf8"), contentType: `text/calendar; charset=UTF-8; method=${method}` }],
  };
}
