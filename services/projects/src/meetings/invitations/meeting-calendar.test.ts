import { describe, expect, it } from "vitest";
import { escapeText, foldLine, quotedParameter, utcDateTime } from "./ical-text";
import { meetingCalendar, type MeetingEvent } from "./meeting-calendar";

const unfold = (text: string) => text.replace(/\r\n /g, "");

const event: MeetingEvent = {
  uid: "5c4b3a2d-1e0f-4a9b-8c7d-6e5f4a3b2c1e@atelier",
  method: "REQUEST",
  sequence: 2,
  stamp: new Date("2026-11-23T07:45:12.345Z"),
  start: new Date("2026-12-03T08:30:00.000Z"),
  end: new Date("2026-12-03T10:00:00.000Z"),
  summary: "Concept presentation, living areas; main suite",
  location: "12 Rhodes Drive\nConstantia, Cape Town",
  description: null,
  url: "https://meet.example.com/abc-defg-hij",
  organizer: { name: 'Studio "Nova", Cape Town', email: "hello@nova.example" },
  attendees: [{ name: "Pieter van der Merwe", email: "pieter@example.co.za" }],
};

describe("iCalendar text", () => {
  it("escapes backslashes, semicolons, commas and line breaks", () => {
    expect(escapeText("a\\b; c, d\r\ne\nf")).toBe("a\\\\b\\; c\\, d\\ne\\nf");
  });

  it("quotes parameter values and drops what cannot be quoted", () => {
    expect(quotedParameter('Nova "Studio"; Cape Town')).toBe('"Nova Studio; Cape Town"');
  });

  it("never lets an address stored before URLs were checked start a line of its own", () => {
    const injected = "https://meet.example.com/x\r\nATTENDEE:mailto:attacker@example.com\r\nBEGIN:VALARM";
    const lines = unfold(meetingCalendar({ ...event, url: injected })).split("\r\n");
    expect(lines.filter((line) => line.startsWith("ATTENDEE"))).toHaveLength(1);
    expect(lines).not.toContain("BEGIN:VALARM");
    expect(lines).toContain("URL:https://meet.example.com/x%0D%0AATTENDEE:mailto:attacker@example.com%0D%0ABEGIN:VALARM");
  });

  it("writes times in UTC without separators", () => {
    expect(utcDateTime(new Date("2026-12-03T10:30:00+02:00"))).toBe("20261203T083000Z");
  });

  it("folds at 75 octets, a space starting each continuation", () => {
    const line = `DESCRIPTION:${"x".repeat(200)}`;
    const folded = foldLine(line);
    const pieces = folded.split("\r\n");
    expect(pieces.length).toBe(3);
    expect(pieces.every((piece) => Buffer.byteLength(piece) <= 75)).toBe(true);
    expect(pieces.slice(1).every((piece) => piece.startsWith(" "))).toBe(true);
    expect(unfold(folded)).toBe(line);
  });

  it("never folds inside a multi-octet character", () => {
    const line = `SUMMARY:${"é".repeat(60)}${"🛋".repeat(10)}`;
    const pieces = foldLine(line).split("\r\n");
    expect(pieces.every((piece) => Buffer.byteLength(piece) <= 75)).toBe(true);
    expect(pieces.every((piece) => !piece.includes("\uFFFD") && Buffer.from(piece, "utf8").toString("utf8") === piece)).toBe(true);
    expect(unfold(pieces.join("\r\n"))).toBe(line);
  });

  it("leaves a short line alone", () => {
    expect(foldLine("VERSION:2.0")).toBe("VERSION:2.0");
  });
});

describe("a meeting's calendar", () => {
  it("is a VCALENDAR with one VEVENT, every line ended by CRLF and folded", () => {
    const text = meetingCalendar(event);
    expect(text.endsWith("\r\n")).toBe(true);
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(text.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    const lines = unfold(text).split("\r\n");
    expect(lines).toEqual([
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Atelier//Meetings//EN",
      "CALSCALE:GREGORIAN",
      "METHOD:REQUEST",
      "BEGIN:VEVENT",
      "UID:5c4b3a2d-1e0f-4a9b-8c7d-6e5f4a3b2c1e@atelier",
      "SEQUENCE:2",
      "DTSTAMP:20261123T074512Z",
      "DTSTART:20261203T083000Z",
      "DTEND:20261203T100000Z",
      "SUMMARY:Concept presentation\\, living areas\\; main suite",
      "LOCATION:12 Rhodes Drive\\nConstantia\\, Cape Town",
      "URL:https://meet.example.com/abc-defg-hij",
      'ORGANIZER;CN="Studio Nova, Cape Town":mailto:hello@nova.example',
      'ATTENDEE;CN="Pieter van der Merwe";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:pieter@example.co.za',
      "STATUS:CONFIRMED",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ]);
  });

  it("cancels with METHOD:CANCEL and a cancelled status", () => {
    const lines = unfold(meetingCalendar({ ...event, method: "CANCEL", sequence: 3 })).split("\r\n");
    expect(lines).toContain("METHOD:CANCEL");
    expect(lines).toContain("STATUS:CANCELLED");
    expect(lines).toContain("SEQUENCE:3");
  });
});
