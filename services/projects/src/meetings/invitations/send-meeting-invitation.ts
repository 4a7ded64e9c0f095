import type { sendMeetingInvitationJob } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { sendInJob, type Mailer } from "@atelier/kit";
import type { z } from "zod";
import { invitationMail } from "./invitation-mail";
import { meetingCalendar } from "./meeting-calendar";

export interface InvitationDeps {
  prisma: PrismaClient;
  mailer: Mailer;
  /** MAIL_FROM: the mail's sender, and the organizer when the studio keeps no e-mail of its own. */
  mailFrom: string;
}

type Invitation = z.infer<typeof sendMeetingInvitationJob.payload>;

/** The same for every invitation to a meeting, so the attendees' calendars update one event. */
export const meetingUid = (meetingId: string) => `${meetingId}@atelier`;

const addressOf = (mailbox: string) => /<([^>]+)>/.exec(mailbox)?.[1] ?? mailbox.trim();

/**
 * The "send-meeting-invitation" job: mails the meeting's .ics to the recipients the change named. A
 * REQUEST that a later change has overtaken sends nothing (that change queued its own); a mail server's
 * refusal is not retried.
 */
export async function sendMeetingInvitation({ prisma, mailer, mailFrom }: InvitationDeps, { meetingId, method, sequence, to }: Invitation) {
  const meeting = await prisma.meeting.findUnique({
    where: { id: meetingId },
    include: { project: { select: { studio: { select: { name: true, email: true, timeZone: true } } } } },
  });
  if (!meeting) return { skipped: "the meeting no longer exists" };
  if (method === "REQUEST" && meeting.invitationSequence > sequence) return { skipped: "a later change sent its own invitation" };
  const { studio } = meeting.project;
  const start = meeting.scheduledAt;
  const calendar = meetingCalendar({
    uid: meetingUid(meeting.id),
    method,
    sequence,
    stamp: new Date(),
    start,
    end: new Date(start.getTime() + meeting.duration * 60_000),
    summary: meeting.title,
    location: meeting.location ?? meeting.meetingUrl,
    description: [meeting.description, meeting.cancellationReason && `Cancelled: ${meeting.cancellationReason}`].filter(Boolean).join("\n\n") || null,
    url: meeting.meetingUrl,
    organizer: { name: studio.name, email: studio.email ?? addressOf(mailFrom) },
    attendees: to,
  });
  const mail = invitationMail({
    from: mailFrom,
    replyTo: studio.email,
    to,
    studioName: studio.name,
    timeZone: studio.timeZone,
    method,
    isUpdate: sequence > 0,
    title: meeting.title,
    start,
    durationMinutes: meeting.duration,
    location: meeting.location,
    meetingUrl: meeting.meetingUrl,
    reason: meeting.cancellationReason,
    calendar,
  });
  await sendInJob(mailer, mail);
  return { method, sequence, sentTo: to.map(({ email }) => email) };
}
