import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";

/** One property of an iCalendar object: its name, its parameters as written, and its value, unfolded. */
export interface CalendarLine {
  name: string;
  params: string;
  value: string;
}

/** Reads iCalendar text back: continuation lines joined (RFC 5545 section 3.1), each line split at its first unquoted colon. */
export function calendarLines(text: string): CalendarLine[] {
  return text
    .replace(/\r\n[ \t]/g, "")
    .split("\r\n")
    .filter(Boolean)
    .map((line) => {
      const match = /^([A-Z-]+)((?:;[^:"]*(?:"[^"]*")?)*):(.*)$/.exec(line);
      if (!match) throw new Error(`not an iCalendar line: ${line}`);
      return { name: match[1]!, params: match[2]!, value: match[3]! };
    });
}

/** The value of the first property named `name`. */
export const calendarValue = (lines: readonly CalendarLine[], name: string) => lines.find((line) => line.name === name)?.value;

/** Every .eml in the folder sent to `address`, parsed, oldest first (the outbox names its files by the time they were written). */
export async function mailsTo(folder: string, address: string): Promise<ParsedMail[]> {
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith(".eml")).sort();
  const mails = await Promise.all(names.map(async (name) => simpleParser(await readFile(join(folder, name)))));
  const recipients = (mail: ParsedMail) => [mail.to ?? []].flat().flatMap((to) => to.value.map((each) => each.address?.toLowerCase()));
  return mails.filter((mail) => recipients(mail).includes(address.toLowerCase()));
}

/** Waits until `count` mails have reached `address`, and answers them. */
export async function awaitMails(folder: string, address: string, count: number, timeoutMs = 15_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = await mailsTo(folder, address);
    if (mails.length >= count || Date.now() > deadline) return mails;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The calendar attached to an invitation mail, read back. */
export function attachedCalendar(mail: ParsedMail): CalendarLine[] {
  const ics = mail.attachments.find((attachment) => attachment.contentType === "text/calendar");
  if (!ics) throw new Error(`no calendar attached to "${mail.subject}"`);
  return calendarLines(ics.content.toString("utf8"));
}
