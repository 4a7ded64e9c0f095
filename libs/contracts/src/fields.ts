import { z } from "zod";
import { toMoneyString } from "@atelier/money";

/** Free text a user may leave empty: trimmed, and blank becomes null so nothing stores "". */
export const optionalText = (max = 2000) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max, `Must be at most ${max} characters`);

const MONEY_PATTERN = /^\d{1,10}(\.\d{1,2})?$/;

/** Money in a request: a number or a decimal string, at most two decimals, never negative; answered as "12500.00". */
export const moneyInput = (label: string) =>
  z
    .union([z.number(), z.string().trim()], { error: `${label} must be an amount in rand` })
    .transform((value) => (typeof value === "number" ? value.toString() : value.replace(/,/g, "")))
    .refine((value) => MONEY_PATTERN.test(value), `${label} must be an amount in rand with at most two decimals`)
    .transform(toMoneyString);

/** Money in a response. */
export const money = z.string().regex(/^-?\d+\.\d{2}$/);

/** A calendar date without a time, "2026-11-22". */
export const dateOnly = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { message: `${label} must be a date (YYYY-MM-DD)`, abort: true })
    .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), `${label} must be a real date`);

/** A moment in time with its offset, as the browser sends it ("2026-11-22T09:30:00.000Z"). */
export const dateTime = () => z.iso.datetime({ offset: true, error: "Please choose a date and time" });

export const uuid = z.uuid();

export const isoTimestamp = z.string();
