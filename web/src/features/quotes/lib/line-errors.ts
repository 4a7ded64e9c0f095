import type { UseFormReturn } from "react-hook-form";
import { ApiError } from "@/lib/api";
import { applyServerFieldErrors } from "@/lib/form-errors";
import type { QuoteDraft } from "./quote-draft";

/** Per-field reasons keyed by path, as the server answers them: "title", "lines.2.quantity". */
export type FieldReasons = Record<string, string[]>;

/** The fields of a line the editor has an input for. */
const LINE_INPUTS = ["name", "quantity", "unit", "unitCost", "markupPercent", "unitPrice"] as const;
type LineInput = (typeof LINE_INPUTS)[number];
const isLineInput = (field: string | undefined): field is LineInput => LINE_INPUTS.some((input) => input === field);

/** The reasons a schema gave, keyed like the server's. */
export function reasonsOf(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldReasons {
  const reasons: FieldReasons = {};
  for (const issue of issues) (reasons[issue.path.map(String).join(".")] ??= []).push(issue.message);
  return reasons;
}

/**
 * Shows reasons about lines on the line's own input ("lines.2.quantity"), which the shared helper leaves
 * alone as it knows only top-level fields. A reason about a line as a whole ("lines.2.id") goes on its
 * name, and one about the list ("lines") under the totals.
 */
export function applyLineErrors(form: UseFormReturn<QuoteDraft>, reasons: FieldReasons): void {
  for (const [field, messages] of Object.entries(reasons)) {
    const path = /^lines(?:\.(\d+)(?:\.(\w+))?)?$/.exec(field);
    if (!path || messages.length === 0) continue;
    const message = messages.join(" ");
    const [, index, input] = path;
    if (index === undefined) form.setError("root.lines", { type: "server", message });
    else form.setError(`lines.${Number(index)}.${isLineInput(input) ? input : "name"}`, { type: "server", message });
  }
}

const QUOTE_FIELDS = ["title", "description", "validUntil", "notes"] as const;
const isQuoteField = (field: string): field is (typeof QUOTE_FIELDS)[number] => QUOTE_FIELDS.some((name) => name === field);

/** Reasons found before sending (the contract's own checks), on the quote's fields and its lines. */
export function applyDraftErrors(form: UseFormReturn<QuoteDraft>, reasons: FieldReasons): void {
  for (const [field, messages] of Object.entries(reasons)) {
    if (isQuoteField(field) && messages.length > 0) form.setError(field, { type: "validate", message: messages.join(" ") });
  }
  applyLineErrors(form, reasons);
}

/** A failed save's reasons, on the fields they name; answers whether the server gave any. */
export function applySaveErrors(form: UseFormReturn<QuoteDraft>, error: unknown): boolean {
  if (!(error instanceof ApiError) || !error.body?.errors) return false;
  const { errors, ...body } = error.body;
  const aboutLines = ([field]: [string, string[]]) => field === "lines" || field.startsWith("lines.");
  const quoteFields = Object.fromEntries(Object.entries(errors).filter((entry) => !aboutLines(entry)));
  // The shared helper would put a reason about "lines" on the whole list, over each line's own reasons.
  applyServerFieldErrors(form, new ApiError(error.status, error.message, { ...body, errors: quoteFields }));
  applyLineErrors(form, Object.fromEntries(Object.entries(errors).filter(aboutLines)));
  return true;
}
