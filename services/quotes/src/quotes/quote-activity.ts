import type { Quote } from "@atelier/db";
import { money, type FieldShown } from "@atelier/kit";

/** The quote's fields whose changes its activity shows (its markup only to those who may see costs). */
export const QUOTE_FIELDS: Partial<Record<keyof Quote, FieldShown>> = {
  title: "Title",
  description: "Description",
  notes: "Notes",
  validUntil: "Valid until",
  markupPercent: "Markup %",
  total: money("Total"),
};

/** "Q-2026-0003", or "Q-2026-0003 v2" for a revision. */
export const quoteRecord = (quote: Pick<Quote, "id" | "number" | "version">) => ({
  type: "quote" as const,
  id: quote.id,
  label: quote.version > 1 ? `${quote.number} v${quote.version}` : quote.number,
});
