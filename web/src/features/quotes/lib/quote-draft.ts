import { ITEM_UNITS, QUOTE_LINE_KINDS, type Quote, type QuoteLine, type UpdateQuoteRequest } from "@atelier/contracts";
import { markupFromPrice, parseRand, priceLine, quoteTotals, unitPriceFromCost, type VatBreakdown } from "@atelier/money";

type LineKind = (typeof QUOTE_LINE_KINDS)[number];
type LineUnit = (typeof ITEM_UNITS)[number];

/**
 * One line as the editor holds it: what the inputs show, as text. `priceFrom` says which of markup and
 * unit price the designer set last; that one is sent, and the server derives the other from it.
 */
export interface QuoteLineDraft {
  /** The saved line this edits; null for a line added in this editor. */
  lineId: string | null;
  kind: LineKind;
  roomName: string | null;
  name: string;
  quantity: string;
  unit: LineUnit;
  unitCost: string;
  markupPercent: string;
  unitPrice: string;
  priceFrom: "markup" | "unitPrice";
}

export interface QuoteDraft {
  title: string;
  description: string;
  validUntil: string;
  notes: string;
  lines: QuoteLineDraft[];
}

/** Labour and delivery lines print after the rooms' items, each kind in a group of its own. */
export function groupKeyOf(line: Pick<QuoteLineDraft, "kind" | "roomName">): string {
  return line.kind === "item" ? `room:${line.roomName ?? ""}` : line.kind;
}

export function groupTitleOf(line: Pick<QuoteLineDraft, "kind" | "roomName">): string {
  if (line.kind === "labour") return "Labour";
  if (line.kind === "delivery") return "Delivery";
  return line.roomName ?? "Other items";
}

const kindRank = (kind: LineKind) => QUOTE_LINE_KINDS.indexOf(kind);

/**
 * The lines with each group's lines next to each other, groups in the order they first appear (rooms
 * before labour before delivery), and lines keeping their order inside a group. The editor keeps its
 * list in this order, so moving a line never leaves its group and the order saved is the order shown.
 */
export function inGroupOrder<T extends Pick<QuoteLineDraft, "kind" | "roomName">>(lines: readonly T[]): T[] {
  const firstSeen = new Map<string, number>();
  lines.forEach((line, index) => {
    if (!firstSeen.has(groupKeyOf(line))) firstSeen.set(groupKeyOf(line), index);
  });
  const rank = (line: T) => [kindRank(line.kind), firstSeen.get(groupKeyOf(line)) ?? 0] as const;
  return lines
    .map((line, index) => ({ line, index }))
    .sort((a, b) => {
      const [kindA, groupA] = rank(a.line);
      const [kindB, groupB] = rank(b.line);
      return kindA - kindB || groupA - groupB || a.index - b.index;
    })
    .map(({ line }) => line);
}

export interface LineGroup {
  key: string;
  title: string;
  /** Indexes into the draft's lines, in order. */
  indexes: number[];
}

/** The groups of lines already in group order, each with the indexes of its lines. */
export function groupLines(lines: readonly Pick<QuoteLineDraft, "kind" | "roomName">[]): LineGroup[] {
  const groups: LineGroup[] = [];
  lines.forEach((line, index) => {
    const key = groupKeyOf(line);
    const last = groups.at(-1);
    if (last?.key === key) last.indexes.push(index);
    else groups.push({ key, title: groupTitleOf(line), indexes: [index] });
  });
  return groups;
}

/** Where a new line of a kind goes: after its group's last line, else where its kind's group belongs. */
export function insertionIndexFor(lines: readonly Pick<QuoteLineDraft, "kind">[], kind: LineKind): number {
  const after = lines.findLastIndex((line) => kindRank(line.kind) <= kindRank(kind));
  return after + 1;
}

/** A line as one who sees costs reads it: with its unit cost and markup. */
export type PricedLine = QuoteLine & Required<Pick<QuoteLine, "unitCost" | "markupPercent">>;
/** A quote as one who sees costs reads it: only such a quote can be priced in the editor. */
export type PricedQuote = Quote & Required<Pick<Quote, "markupPercent">> & { lines: PricedLine[] };

/** Whether the server answered the quote with its costs and markups, as it does only for one who may see them. */
export function isPriced(quote: Quote): quote is PricedQuote {
  return quote.markupPercent !== undefined && quote.lines.every((line) => line.unitCost !== undefined && line.markupPercent !== undefined);
}

/**
 * A saved line in the editor. Its price is the one saved: a price typed earlier keeps its cents, though the markup
 * read from it was rounded to two decimals and would give a slightly other price (R 8,500.00 at 23.51% of R 6,882.13
 * is R 8,500.13), so such a line is priced from its unit price until the designer changes the markup.
 */
function lineToDraft(line: PricedLine): QuoteLineDraft {
  const markupGivesPrice = unitPriceFromCost(line.unitCost, line.markupPercent) === line.unitPrice;
  return {
    lineId: line.id,
    kind: line.kind,
    roomName: line.roomName,
    name: line.name,
    quantity: String(line.quantity),
    unit: line.unit,
    unitCost: line.unitCost,
    markupPercent: String(line.markupPercent),
    unitPrice: line.unitPrice,
    priceFrom: markupGivesPrice ? "markup" : "unitPrice",
  };
}

export function quoteToDraft(quote: PricedQuote): QuoteDraft {
  return {
    title: quote.title,
    description: quote.description ?? "",
    validUntil: quote.validUntil?.slice(0, 10) ?? "",
    notes: quote.notes ?? "",
    lines: inGroupOrder(quote.lines.map(lineToDraft)),
  };
}

/** A line added by hand: one unit at no cost yet, with the quote's markup. */
export function newLineDraft(kind: Exclude<LineKind, "item">, markupPercent: number): QuoteLineDraft {
  return {
    lineId: null,
    kind,
    roomName: null,
    name: "",
    quantity: "1",
    unit: "each",
    unitCost: "0.00",
    markupPercent: String(markupPercent),
    unitPrice: "0.00",
    priceFrom: "markup",
  };
}

/** A typed number as the pricing functions take it; anything unreadable counts as nothing. */
function readable(value: string): string {
  const cleaned = value.trim().replace(/,/g, "");
  return cleaned !== "" && Number.isFinite(Number(cleaned)) ? cleaned : "0";
}

/** A typed amount of rand ("R 1 250,50") as the pricing functions take it; anything unreadable counts as nothing. */
function readableRand(value: string): string {
  const parsed = parseRand(value);
  return parsed.ok ? parsed.amount : "0";
}

/** The unit price a line's cost and markup give, to the cent. */
export function priceFromMarkup(unitCost: string, markupPercent: string): string {
  return unitPriceFromCost(readableRand(unitCost), readable(markupPercent));
}

/** The markup a typed unit price puts on the line's cost, in percent with two decimals. */
export function markupFromTypedPrice(unitPrice: string, unitCost: string): string {
  return String(markupFromPrice(readableRand(unitPrice), readableRand(unitCost)));
}

export interface LinePreview {
  unitPrice: string;
  lineTotal: string;
}

/** What a line comes to as typed, priced by the same code the server saves it with. */
export function previewLine(line: Pick<QuoteLineDraft, "quantity" | "unitCost" | "markupPercent" | "unitPrice" | "priceFrom">): LinePreview {
  const { unitPrice, lineTotal } = priceLine({
    quantity: readable(line.quantity),
    unitCost: readableRand(line.unitCost),
    markupPercent: readable(line.markupPercent),
    unitPrice: line.priceFrom === "unitPrice" ? readableRand(line.unitPrice) : undefined,
  });
  return { unitPrice, lineTotal };
}

/** Subtotal, VAT 15% and total of the lines as typed. */
export function previewTotals(lines: readonly Parameters<typeof previewLine>[0][]): VatBreakdown {
  return quoteTotals(lines.map(previewLine));
}

/** The request that saves the draft: every line in the order shown, priced by what the designer set last. */
export function draftToRequest(draft: QuoteDraft): UpdateQuoteRequest {
  return {
    title: draft.title,
    description: draft.description,
    validUntil: draft.validUntil === "" ? null : draft.validUntil,
    notes: draft.notes,
    lines: draft.lines.map((line) => ({
      ...(line.lineId ? { id: line.lineId } : { kind: line.kind }),
      name: line.name,
      quantity: line.quantity,
      unit: line.unit,
      unitCost: line.unitCost,
      ...(line.priceFrom === "unitPrice" ? { unitPrice: line.unitPrice } : { markupPercent: line.markupPercent }),
    })),
  };
}
