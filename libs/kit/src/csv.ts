const NUMBER = /^-?\d+(\.\d+)?$/;
/** What a spreadsheet would run as a formula when a cell starts with it (CSV injection). */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break; text that would start a formula is kept as text. */
function cell(value: string): string {
  const safe = !NUMBER.test(value) && FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** One row of a CSV file, ended with CRLF. */
export const csvLine = (cells: readonly string[]): string => `${cells.map(cell).join(",")}\r\n`;

/** A CSV file: the header row, then each row. */
export function toCsv(columns: readonly string[], rows: ReadonlyArray<readonly string[]>): string {
  return [columns, ...rows].map(csvLine).join("");
}
