import { z } from "zod";
import { parseRand, toMoneyString, type RandProblem } from "@atelier/money";

/**
 * Control characters other than tab, line feed and carriage return (a textarea's line breaks), the bidirectional
 * embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: "abc\u202Egnp.exe" reads as "abcexe.png"), and
 * UTF-16 surrogates that are not half of a pair: in `u` mode a proper pair reads as one code point,
 * so only a lone half matches \p{Cs}. Stored, they break exports, logs and other clients' parsers.
 */
const UNSAFE_CHARACTER = /(?![\t\n\r])[\p{Cc}\p{Cs}\u202A-\u202E\u2066-\u2069]/u;

export const UNSAFE_TEXT_MESSAGE = "Must not contain control characters or broken characters";

/** Every text a request carries starts here, so no field of any contract lets unsafe characters through. */
export const text = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).refine((value) => !UNSAFE_CHARACTER.test(value), { message: UNSAFE_TEXT_MESSAGE, abort: true });

/** Free text a user may leave empty: trimmed, and blank becomes null so nothing stores "". */
export const optionalText = (max = 2000) =>
  text()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredText = (message: string, max = 200) =>
  text(message).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const isWebAddress = (value: string) => {
  if (!URL.canParse(value)) return false;
  const { protocol } = new URL(value);
  return protocol === "http:" || protocol === "https:";
};

/**
 * An address stored to be shown or opened later (an image, a tracking link, a video call): http(s) only, never
 * javascript: or data:, and no tab or line break inside, which the URL parser would skip over but a calendar
 * invitation or an e-mail header would not; stored as the parser writes it out.
 */
export const optionalWebUrl = (max = 2000) =>
  optionalText(max)
    .refine((value) => value === null || !/\p{Cc}/u.test(value), { message: "Must be one web address, without tabs or line breaks", abort: true })
    .refine((value) => value === null || isWebAddress(value), { message: "Must be a web address starting with http:// or https://", abort: true })
    .transform((value) => (value === null ? null : new URL(value).href));

/** Percentages are stored with two decimals in columns that hold at most 999.99. */
const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;

/** A percentage in a request: a number or a decimal string, 0 to `max`, at most two decimals; answered as "30.00". */
export const percentInput = (label: string, max = 999.99) => {
  const message = `${label} must be a percentage from 0 to ${max}, with at most two decimals`;
  return z
    .union([z.number(), z.string().trim()], { error: `${label} must be a percentage` })
    .transform((value) => (typeof value === "number" ? value.toString() : value))
    .refine((value) => PERCENT_PATTERN.test(value) && Number(value) <= max, message)
    .transform(toMoneyString);
};

/** What a money field says when its amount cannot be read, after the field's label. */
const MONEY_PROBLEMS: Record<RandProblem, string> = {
  "not-an-amount": "must be an amount in rand with at most two decimals",
  "too-many-decimals": "must be an amount in rand with at most two decimals",
  ambiguous: "could be read two ways: put a comma or point only before the cents, e.g. R 2 500 000,00",
  grouping: "must group thousands in threes with one kind of separator, e.g. R 2 500 000",
  "too-large": "must be less than R 10,000,000,000.00",
};

/**
 * Money in a request: a number, or a string as people type rand ("R 2 500 000", "2 500 000,00", "2500000",
 * read by parseRand); never negative, at most two decimals; answered as "12500.00".
 */
export const moneyInput = (label: string) =>
  z.union([z.number(), z.string()], { error: `${label} must be an amount in rand` }).transform((value, context) => {
    const parsed = parseRand(value.toString());
    if (parsed.ok) return parsed.amount;
    context.issues.push({ code: "custom", input: value, message: `${label} ${MONEY_PROBLEMS[parsed.problem]}` });
    return z.NEVER;
  });

/** Money in a response. */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** Years a date may fall in: wide enough for any real project or meeting, narrow enough for every database and formatter. */
export const DATE_YEARS = { min: 1900, max: 2200 } as const;

/** Reads the year as written ("2026-…"), so an offset never moves a date across the boundary. */
const yearInRange = (value: string) => {
  const year = Number(value.slice(0, 4));
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max;
};

/** A calendar date without a time, "2026-11-22". */
export const dateOnly = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date (YYYY-MM-DD)`, abort: true })
    .refine(
      (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
      { message: `${label} must be a real date`, abort: true },
    )
    .refine(yearInRange, `${label} must be in the years ${DATE_YEARS.min} to ${DATE_YEARS.max}`);

/** A moment in time with its offset, as the browser sends it ("2026-11-22T09:30:00.000Z"). */
export const dateTime = () =>
  z.iso
    .datetime({ offset: true, error: "Please choose a date and time", abort: true })
    .refine(yearInRange, `Please choose a date in the years ${DATE_YEARS.min} to ${DATE_YEARS.max}`);

export const uuid = z.uuid();

export const isoTimestamp = z.string();

/** An optional number people write with separators: the `separators` are dropped, and what is left must match `pattern`. */
export const compactedNumber = (max: number, separators: RegExp, pattern: RegExp, message: string) =>
  optionalText(max)
    .transform((value) => value?.replace(separators, "") ?? null)
    .refine((value) => value === null || pattern.test(value), message);

/** A South African VAT number: ten digits starting with 4; spaces as people write it ("4123 456 789") are dropped. */
export const vatNumberField = compactedNumber(20, /\s+/g, /^4\d{9}$/, "VAT number must be 10 digits starting with 4");
