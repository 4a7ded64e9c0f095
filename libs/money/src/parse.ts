import { toMoneyString } from "./money";

/** Why a typed amount could not be read. */
export type RandProblem = "not-an-amount" | "too-many-decimals" | "ambiguous" | "grouping" | "too-large";

export type ParsedRand = { ok: true; amount: string } | { ok: false; problem: RandProblem };

/** The rand amounts the database holds: up to ten digits before the cents. */
const MAX_WHOLE_DIGITS = 10;

/** Spaces people put between thousands: an ordinary space, a no-break space (what en-ZA formatting prints) and the narrow and thin ones. */
const GROUP_SPACE = /[ \u00a0\u202f\u2009]/g;

const failed = (problem: RandProblem): ParsedRand => ({ ok: false, problem });

/** The whole rand of "2 500 000" or "1,250,000" as bare digits, or why its grouping is wrong: one kind of separator, threes after the first group. */
function wholeDigits(whole: string): { digits: string } | { problem: RandProblem } {
  const [separator, ...others] = new Set(whole.replace(/\d/g, ""));
  if (others.length > 0) return { problem: "grouping" };
  if (separator !== undefined) {
    const [first = "", ...rest] = whole.split(separator);
    if (!/^\d{1,3}$/.test(first) || rest.some((group) => !/^\d{3}$/.test(group))) return { problem: "grouping" };
  }
  const digits = whole.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return digits.length > MAX_WHOLE_DIGITS ? { problem: "too-large" } : { digits };
}

/**
 * Which comma or point, if any, starts the cents. Rules for amounts as typed in South Africa:
 * - the mark that is last and not repeated starts the cents when the other mark, or spaces, group the thousands
 *   ("2,500,000.00", "2.500.000,00", "2 500 000,00");
 * - a repeated mark groups thousands ("1,250,000", "1.250.000");
 * - a lone point always starts the cents, as API callers send "12500.5";
 * - a lone comma starts the cents unless three digits follow it: "2,50" is R 2.50 and "2,500" is R 2 500,
 *   the way this app prints rand;
 * - after spaced thousands, three digits behind a comma or point could be either, so they are refused.
 */
function centsMark(amount: string): { at: number } | "none" | "ambiguous" {
  const at = Math.max(amount.lastIndexOf(","), amount.lastIndexOf("."));
  if (at < 0) return "none";
  const mark = amount.charAt(at);
  const before = amount.slice(0, at);
  const after = amount.slice(at + 1);
  if (before.includes(mark)) return "none";
  if (/[,.]/.test(before)) return { at };
  if (before.includes(" ")) return after.length === 3 ? "ambiguous" : { at };
  if (mark === "," && after.length === 3) return "none";
  return { at };
}

/**
 * Reads an amount of rand as people type it: "R 2 500 000", "2 500 000,00", "R2,500,000.00", "2500000".
 * The answer is the wire format, "2500000.00"; negative amounts and anything else are refused with the reason.
 */
export function parseRand(typed: string): ParsedRand {
  const amount = typed
    .trim()
    .replace(/^(zar|r)/i, "")
    .replace(GROUP_SPACE, " ")
    .trim();
  if (!/^\d[\d ,.]*$/.test(amount) || !/\d$/.test(amount)) return failed("not-an-amount");
  const mark = centsMark(amount);
  if (mark === "ambiguous") return failed("ambiguous");
  const whole = mark === "none" ? amount : amount.slice(0, mark.at);
  const cents = mark === "none" ? "" : amount.slice(mark.at + 1);
  if (!/^\d*$/.test(cents)) return failed("grouping");
  if (cents.length > 2) return failed("too-many-decimals");
  const read = wholeDigits(whole);
  if ("problem" in read) return failed(read.problem);
  return { ok: true, amount: toMoneyString(`${read.digits}.${cents || "0"}`) };
}
