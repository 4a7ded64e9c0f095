import { calendarText, escapeText, quotedParameter, uriValue, utcDateTime } from "./ical-text";

export interface CalendarPerson {
  name: string;
  email: string;
}

/** One meeting as a calendar event, in the shape an invitation carries it. */
export interface MeetingEvent {
  /** The same for every invitation to one meeting, so calendars update the event they already hold. */
  uid: string;
  /** REQUEST invites (or re-invites after a change); CANCEL takes the event out of the attendees' calendars. */
  method: "REQUEST" | "CANCEL";
  /** Counts the changes sent: a calendar ignores an invitation older than the one it holds. */
  sequence: number;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  location: string | null;
  description: string | null;
  url: string | null;
  organizer: CalendarPerson;
  attendees: readonly CalendarPerson[];
}

/** The iCalendar text of a meeting invitation (RFC 5545 with the iTIP methods of RFC 5546). */
export function meetingCalendar(event: MeetingEvent): string {
  const optional = (name: string, value: string | null) => (value ? [`${name}:${value}`] : []);
  return calendarText([
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Atelier//Meetings//EN",
    "CALSCALE:GREGORIAN",
    `METHOD:${event.method}`,
    "BEGIN:VEVENT",
    `UID:${event.uid}`,
    `SEQUENCE:${event.sequence}`,
    `DTSTAMP:${utcDateTime(event.stamp)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    ...optional("LOCATION", event.location && escapeText(event.location)),
    ...optional("DESCRIPTION", event.description && escapeText(event.description)),
    ...optional("URL", event.url && uriValue(event.url)),
    `ORGANIZER;CN=${quotedParameter(event.organizer.name)}:${uriValue(`mailto:${event.organizer.email}`)}`,
    ...event.attendees.map(
      ({ name, email }) => `ATTENDEE;CN=${quotedParameter(name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${uriValue(`mailto:${email}`)}`,
    ),
    `STATUS:${event.method === "CANCEL" ? "CANCELLED" : "CONFIRMED"}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ]);
}
