import { updateQuoteRequestSchema } from "@atelier/contracts";
import { Prisma, type QuoteLine } from "@atelier/db";
import { quoteTotals } from "@atelier/money";
import { describe, expect, it } from "vitest";
import {
  draftToRequest,
  markupFromTypedPrice,
  previewLine,
  previewTotals,
  priceFromMarkup,
  quoteToDraft,
  type PricedLine as ShownLine,
  type PricedQuote,
  type QuoteLineDraft,
} from "../../../../web/src/features/quotes/lib/quote-draft";
import { priceLines } from "./price-lines";

/** A small seeded generator (mulberry32): the same cases on every run, many of them. */
function randomFrom(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const cents = (maxRand: number) => (int(0, maxRand * 100) / 100).toFixed(2);
  /** A price a designer might type for a cost: from half of it to three times it, to the cent (anything for no cost). */
  const priceFor = (unitCost: string) => (Number(unitCost) > 0 ? (Number(unitCost) * (0.5 + next() * 2.5)).toFixed(2) : cents(5_000));
  return { next, int, cents, priceFor, pick: <T>(values: readonly T[]) => values[int(0, values.length - 1)]! };
}
type Random = ReturnType<typeof randomFrom>;

const QUOTE_MARKUP = new Prisma.Decimal(30);

/** Lines as the server saves them: priced by priceLines from a cost with a markup, or from a price typed. */
function savedLines(random: Random): QuoteLine[] {
  const inputs = Array.from({ length: random.int(1, 8) }, (_, index) => {
    const unitCost = random.pick(["0.00", random.cents(500), random.cents(90_000), random.cents(4_000_000)]);
    const price = random.next() < 0.5 ? { markupPercent: random.int(0, 25_000) / 100 } : { unitPrice: random.priceFor(unitCost) };
    return { name: `Line ${index + 1}`, quantity: random.pick([1, 2, 3, 0.5, 1.25, 7.75, random.int(1, 40)]), unitCost, ...price };
  });
  return priceLines(inputs, [], QUOTE_MARKUP).map((line, index) => ({
    id: `00000000-0000-4000-8000-${String(index).padStart(12, "0")}`,
    quoteId: "00000000-0000-4000-8000-999999999999",
    kind: "item",
    roomItemId: null,
    roomName: "Lounge",
    name: line.name,
    category: null,
    quantity: new Prisma.Decimal(line.quantity as number),
    unit: "each",
    unitCost: new Prisma.Decimal(line.unitCost as string),
    markupPercent: new Prisma.Decimal(line.markupPercent as number),
    unitPrice: new Prisma.Decimal(line.unitPrice as string),
    lineTotal: new Prisma.Decimal(line.lineTotal),
    supplier: null,
    sortOrder: index,
  }));
}

/** The quote as GET /api/quotes/:id answers it to the editor. */
function shownQuote(lines: readonly QuoteLine[]): PricedQuote {
  const shownLines: ShownLine[] = lines.map((line) => ({
    id: line.id,
    kind: line.kind,
    roomItemId: null,
    roomName: line.roomName,
    name: line.name,
    category: null,
    quantity: line.quantity.toNumber(),
    unit: line.unit,
    unitCost: line.unitCost.toFixed(2),
    markupPercent: line.markupPercent.toNumber(),
    unitPrice: line.unitPrice.toFixed(2),
    lineTotal: line.lineTotal.toFixed(2),
    supplier: null,
    sortOrder: line.sortOrder,
  }));
  const totals = quoteTotals(shownLines);
  return {
    id: "00000000-0000-4000-8000-999999999999", projectId: "00000000-0000-4000-8000-888888888888", number: "Q-2026-0001", version: 1, title: "Lounge",
    description: null, status: "draft", ...totals, validUntil: null, sentAt: null, sentTo: null, sendFailedReason: null, approvedAt: null, sample: false,
    createdAt: "2026-11-27T08:00:00.000Z", updatedAt: "2026-11-27T08:00:00.000Z", notes: null, markupPercent: 30, lines: shownLines, changesRequested: null,
  };
}

/** One change a designer makes to a line, as the editor's row makes it: the figure typed, the other derived. */
function edited(line: QuoteLineDraft, random: Random): QuoteLineDraft {
  switch (random.int(0, 4)) {
    case 0:
      return line;
    case 1: {
      const markupPercent = String(random.int(-5_000, 20_000) / 100);
      return { ...line, markupPercent, unitPrice: priceFromMarkup(line.unitCost, markupPercent), priceFrom: "markup" };
    }
    case 2: {
      const unitPrice = random.priceFor(line.unitCost);
      return { ...line, unitPrice, markupPercent: markupFromTypedPrice(unitPrice, line.unitCost), priceFrom: "unitPrice" };
    }
    case 3:
      return { ...line, quantity: String(random.pick([1, 4, 2.5, 0.25, random.int(1, 99)])) };
    default: {
      const unitCost = random.cents(60_000);
      // A price kept over a cost this small is a markup past what a line holds: the server refuses that, rightly.
      if (line.priceFrom === "unitPrice" && Number(line.unitPrice) > Number(unitCost) * 900) return line;
      return line.priceFrom === "markup"
        ? { ...line, unitCost, unitPrice: priceFromMarkup(unitCost, line.markupPercent) }
        : { ...line, unitCost, markupPercent: markupFromTypedPrice(line.unitPrice, unitCost) };
    }
  }
}

describe("the quote editor's figures", () => {
  it("are the saved quote's, line by line and in total, for any saved lines, opened and edited any way", () => {
    for (let seed = 1; seed <= 400; seed += 1) {
      const random = randomFrom(seed);
      const saved = savedLines(random);
      const opened = quoteToDraft(shownQuote(saved));
      expect(previewTotals(opened.lines), `seed ${seed}, as opened`).toEqual(quoteTotals(saved));

      const draft = { ...opened, lines: opened.lines.map((line) => edited(line, random)) };
      const request = updateQuoteRequestSchema.parse(draftToRequest(draft));
      const savedAgain = priceLines(request.lines!, saved, QUOTE_MARKUP);
      expect(draft.lines.map((line) => previewLine(line).lineTotal), `seed ${seed}, edited`).toEqual(savedAgain.map((line) => line.lineTotal));
      expect(previewTotals(draft.lines), `seed ${seed}, edited`).toEqual(quoteTotals(savedAgain));
    }
  });
});
