import type { BillableQuote } from "@atelier/contracts";
import { describe, expect, it } from "vitest";
import { createRequestOf, liveTotals, newDraftState, type InvoiceDraftState } from "./invoice-draft";

const quote: BillableQuote = {
  id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  number: "Q-2026-0007",
  title: "Main bedroom",
  subtotal: "1000.01",
  invoiced: "500.01",
  invoicedVat: "75.00",
  remaining: "500.00",
  lines: [
    { id: "6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e", name: "Bed", roomName: null, quantity: 1, unitPrice: "800.00", lineTotal: "800.00", invoiced: false },
    { id: "7c8d9e0f-1a2b-4c3d-8e4f-5a6b7c8d9e0f", name: "Lamp", roomName: null, quantity: 2, unitPrice: "100.00", lineTotal: "200.01", invoiced: false },
  ],
};
const context = { vatPercent: "15.00", depositPercent: "50.00", quote };
const state = (changes: Partial<InvoiceDraftState>): InvoiceDraftState => ({ ...newDraftState([quote]), ...changes });

describe("an invoice draft's live totals", () => {
  it("bill the final invoice as the server does: the quote's VAT less what was charged", () => {
    expect(liveTotals(state({ kind: "final" }), context)).toEqual({ subtotal: "500.00", vat: "75.00", total: "575.00" });
  });

  it("take the studio's deposit percent when none is typed, and stop at what is left by rounding", () => {
    expect(liveTotals(state({ kind: "deposit", percent: "" }), { ...context, quote: { ...quote, invoiced: "0.00", invoicedVat: "0.00", remaining: "1000.01" } })).toEqual({ subtotal: "500.01", vat: "75.00", total: "575.01" });
    expect(liveTotals(state({ kind: "progress", percent: "50" }), context)).toEqual({ subtotal: "500.00", vat: "75.00", total: "575.00" });
  });

  it("add the chosen lines, and a fee's typed lines once each can be read", () => {
    expect(liveTotals(state({ kind: "progress", progressBy: "lines", quoteLineIds: [quote.lines[1]!.id] }), context)?.subtotal).toBe("200.01");
    expect(liveTotals(state({ kind: "fee", lines: [{ description: "Fee", quantity: "3", unitPrice: "R 1 000,50" }] }), { ...context, vatPercent: "0.00" })).toEqual({ subtotal: "3001.50", vat: "0.00", total: "3001.50" });
    expect(liveTotals(state({ kind: "fee", lines: [{ description: "Fee", quantity: "3", unitPrice: "1,0,0" }] }), context)).toBeNull();
  });
});

describe("an invoice draft's request", () => {
  it("sends only the chosen kind's fields", () => {
    expect(createRequestOf(state({ kind: "progress", progressBy: "lines", quoteLineIds: [quote.lines[0]!.id], percent: "30", notes: " " }))).toEqual({
      request: { kind: "progress", quoteId: quote.id, quoteLineIds: [quote.lines[0]!.id], notes: undefined },
    });
    expect(createRequestOf(state({ kind: "final", percent: "30" }))).toEqual({ request: { kind: "final", quoteId: quote.id, notes: undefined } });
  });

  it("names the field the contract refuses", () => {
    expect(createRequestOf(state({ kind: "progress", percent: "" }))).toEqual({ errors: { percent: "Percent must be a percentage from 0 to 100, with at most two decimals" } });
  });
});
