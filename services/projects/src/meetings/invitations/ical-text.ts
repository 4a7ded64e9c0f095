/** iCalendar (RFC 5545) text pieces: escaped values, UTC times and folded content lines. */

/** A TEXT value: backslashes, semicolons, commas and line breaks escaped (section 3.3.11). */
export const escapeText = (value: string): string =>
  value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n");

/** A URI value (section 3.3.13): a control character, which no stored address holds, is percent-encoded, never written as a line break. */
export const uriValue = (value: string): string => value.replace(/\p{Cc}/gu, (character) => encodeURIComponent(character));

/** A parameter value such as CN, always quoted: a double quote cannot be escaped there, so it is dropped (section 3.2). */
export const quotedParameter = (value: string): string => `"${value.replace(/[\p{Cc}"]/gu, "")}"`;

/** A DATE-TIME in UTC, "20261203T083000Z" (section 3.3.5, form 2). */
export const utcDateTime = (moment: Date): string => moment.toISOString().replace(/\.\d{3}Z$/, "Z").replace(/[-:]/g, "");

/** Content lines are at most this many octets before folding (section 3.1). */
const LINE_OCTETS = 75;

/**
 * Folds a content line at 75 octets: a CRLF and one space before each continuation, which counts towards
 * that line's 75. It breaks between characters, never inside a multi-octet UTF-8 sequence.
 */
export function foldLine(line: string): string {
  const pieces: string[] = [];
  let piece = "";
  let octets = 0;
  for (const character of line) {
    const size = Buffer.byteLength(character, "utf8");
    if (octets + size > LINE_OCTETS) {
      pieces.push(piece);
      piece = "";
      octets = 1;
    }
    piece += character;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join("\r\n ");
}

/** A whole iCalendar object from its unfolded lines: each folded, each ended by CRLF. */
export const calendarText = (lines: readonly string[]): string => lines.map((line) => `${foldLine(line)}\r\n`).join("");
