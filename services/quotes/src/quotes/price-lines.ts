import type { updateQuoteRequestSchema } from "@atelier/contracts";
import type { Prisma, QuoteLine } from "@atelier/db";
import { HttpError, VALIDATION_FAILED } from "@atelier/kit";
import { fitsStoredAmount, priceLine, toMoneyString } from "@atelier/money";
import type { z } from "zod";

type LineInput = NonNullable<z.infer<typeof updateQuoteRequestSchema>["lines"]>[number];
export type PricedLine = Omit<Prisma.QuoteLineCreateManyInput, "quoteId"> & { lineTotal: string };

/** What a line's markup column holds, Decimal(7,2). */
const MARKUP_RANGE = { min: -100, max: 99_999.99 };

/**
 * The draft's lines as the editor sent them, in its order and priced on the server: a line naming one of
 * the quote's lines keeps that line's kind, room item and (unless sent) its cost, markup and details; the
 * price is the unit price sent, whose markup is read from it, else cost × (1 + markup). Problems are
 * answered 400, each under its line's field ("lines.2.unitPrice").
 */
export function priceLines(inputs: readonly LineInput[], existing: readonly QuoteLine[], quoteMarkup: Prisma.Decimal): PricedLine[] {
  const byId = new Map(existing.map((line) => [line.id, line]));
  const errors: Record<string, string[]> = {};
  const fail = (index: number, field: string, message: string) => (errors[`lines.${index}.${field}`] ??= []).push(message);
  const seen = new Set<string>();

  const priced = inputs.map((input, index): PricedLine => {
    const line = input.id ? byId.get(input.id) : undefined;
    if (input.id && !line) fail(index, "id", "Not a line of this quote");
    if (input.id && seen.has(input.id)) fail(index, "id", "This line is in the list twice");
    if (input.id) seen.add(input.id);

    const unitCost = input.unitCost ?? (line ? toMoneyString(line.unitCost) : "0.00");
    const markupGiven = input.markupPercent ?? line?.markupPercent.toNumber() ?? quoteMarkup.toNumber();
    const { unitPrice, markupPercent, lineTotal: total } = priceLine({ quantity: input.quantity, unitCost, markupPercent: markupGiven, unitPrice: input.unitPrice });
    if (input.unitPrice !== undefined && (markupPercent < MARKUP_RANGE.min || markupPercent > MARKUP_RANGE.max)) {
      fail(index, "unitPrice", "This price puts a markup of more than 99999.99% on the unit cost");
    }
    if (!fitsStoredAmount(unitPrice) || !fitsStoredAmount(total)) fail(index, "quantity", "The line's total is too large");

    return {
      id: line?.id,
      kind: line?.kind ?? input.kind ?? "item",
      roomItemId: line?.roomItemId ?? null,
      roomName: input.roomName !== undefined ? input.roomName : (line?.roomName ?? null),
      name: input.name,
      category: input.category !== undefined ? input.category : (line?.category ?? null),
      quantity: input.quantity,
      unit: input.unit ?? line?.unit ?? "each",
      unitCost,
      markupPercent,
      unitPrice,
      lineTotal: total,
      supplier: input.supplier !== undefined ? input.supplier : (line?.supplier ?? null),
      sortOrder: index,
    };
  });
  if (Object.keys(errors).length > 0) throw new HttpError(400, VALIDATION_FAILED, errors);
  return priced;
}
