import { wallClockText, type ActivityChange } from "@atelier/contracts";
import { formatRand, type MoneyLike } from "@atelier/money";

/** How a field's value is shown in the feed: its label, and how to write a value of it (as text by default). */
export type FieldShown = string | { label: string; show: (value: NonNullable<unknown>) => string };

/** Values as the screen shows them: a stored day as its date, a decimal as its digits, yes or no. */
function shownByDefault(value: NonNullable<unknown>): string {
  if (value instanceof Date) return value.toISOString().endsWith("T00:00:00.000Z") ? value.toISOString().slice(0, 10) : value.toISOString();
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return String(value);
}

/** A field of rand, shown as the screen shows an amount ("R 12,500.00"). */
export const money = (label: string): FieldShown => ({ label, show: (value) => formatRand(value as MoneyLike) });

/** A field of percent, shown with its sign ("12.50%"). */
export const percent = (label: string): FieldShown => ({ label, show: (value) => `${String(value)}%` });

/** A stored choice as a person reads it: "in_progress" as "In progress". */
export const choiceText = (value: string): string => {
  const words = value.replace(/[_-]/g, " ");
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A record's move from one status to another, as the feed shows it. */
export const statusChange = (before: string, after: string): ActivityChange => ({ field: "status", label: "Status", before: choiceText(before), after: choiceText(after) });

/** A field holding one of a list of choices (a status, a unit, a category). */
export const choice = (label: string): FieldShown => ({ label, show: (value) => choiceText(String(value)) });

/** A moment, shown on the studio's clock to the minute ("2026-12-01 10:00"). */
export const momentIn = (label: string, zone: string): FieldShown => ({ label, show: (value) => wallClockText(value as Date, zone).replace("T", " ") });

const showOf = (shown: FieldShown) => (typeof shown === "string" ? shownByDefault : shown.show);
const labelOf = (shown: FieldShown) => (typeof shown === "string" ? shown : shown.label);

/**
 * The fields named in `fields` whose value differs between `before` and `after`, in `fields`' order, each with both
 * values as shown (null for empty). Values compare as shown, so the same amount stored as 12.5 and 12.50 is no change.
 */
export function fieldChanges<T extends object>(before: T, after: T, fields: Partial<Record<keyof T & string, FieldShown>>): ActivityChange[] {
  return (Object.entries(fields) as [keyof T & string, FieldShown][]).flatMap(([field, shown]) => {
    const show = (value: unknown) => (value === null || value === undefined || value === "" ? null : showOf(shown)(value));
    const [was, is] = [show(before[field]), show(after[field])];
    return was === is ? [] : [{ field, label: labelOf(shown), before: was, after: is }];
  });
}

/** The fields set on a new record, as changes from nothing. */
export const fieldsSet = <T extends object>(record: T, fields: Partial<Record<keyof T & string, FieldShown>>): ActivityChange[] =>
  fieldChanges({} as T, record, fields);
