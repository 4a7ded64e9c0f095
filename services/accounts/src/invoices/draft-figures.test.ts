import { describe, expect, it } from "vitest";
import { HttpError } from "@atelier/kit";
import type { BilledQuote } from "./billed-quote";
import { feeDraft, quoteDraft } from "./draft-figures";

const quote = (overrides: Partial<BilledQuote> = {}): BilledQuote => ({
  id: "q1",
  number: "Q-2026-0007",
  title: "Main bedroom",
  subtotal: "1000.01",
  lines: [
    { id: "bed", name: "Bed", roomName: "Main bedroom", quantity: 1, unitPrice: "800.00", lineTotal: "800.00" },
    { id: "lamp", name: "Lamp", roomName: null, quantity: 2, unitPrice: "100.005", lineTotal: "200.01" },
  ],
  earlier: [],
  billedLineIds: new Set(),
  invoiced: "0.00",
  ...overrides,
});

function refusal(run: () => unknown): { status: number; message: string; errors?: unknown } {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error("expected a refusal");
}

describe("an invoice's draft", () => {
  it("bills a percent of the quote as one line, VAT on it", () => {
    expect(quoteDraft(quote(), { kind: "deposit", percent: "50.00", quoteLineIds: null }, "0.15")).toEqual({
      lines: [{ description: "Deposit of 50% on quote Q-2026-0007 (Main bedroom)", quantity: 1, unitPrice: "500.01", lineTotal: "500.01", billedQuoteLineId: null }],
      subtotal: "500.01",
      vat: "75.00",
      total: "575.01",
    });
    expect(quoteDraft(quote(), { kind: "progress", percent: "12.5", quoteLineIds: null }, "0.15").lines[0]!.description).toBe("Progress payment of 12.5% on quote Q-2026-0007 (Main bedroom)");
  });

  it("bills chosen lines in full, each once, and only the quote's", () => {
    expect(quoteDraft(quote(), { kind: "progress", percent: null, quoteLineIds: ["bed"] }, "0.15")).toMatchObject({
      lines: [{ description: "Bed, Main bedroom", quantity: 1, unitPrice: "800.00", lineTotal: "800.00", billedQuoteLineId: "bed" }],
      total: "920.00",
    });
    expect(refusal(() => quoteDraft(quote({ billedLineIds: new Set(["lamp"]) }), { kind: "progress", percent: null, quoteLineIds: ["lamp"] }, "0.15"))).toMatchObject({
      status: 409,
      message: "Lamp is already on another invoice of quote Q-2026-0007",
    });
    expect(refusal(() => quoteDraft(quote(), { kind: "progress", percent: null, quoteLineIds: ["sofa"] }, "0.15")).errors).toEqual({ quoteLineIds: ["Choose lines of quote Q-2026-0007"] });
    expect(refusal(() => quoteDraft(quote(), { kind: "progress", percent: null, quoteLineIds: ["bed", "bed"] }, "0.15")).errors).toEqual({ quoteLineIds: ["Choose each line once"] });
  });

  it("never bills more than is left of the quote", () => {
    const half = quote({ earlier: [{ kind: "deposit", number: "INV-2026-0001", status: "issued", subtotal: "500.01", vat: "75.00" }], invoiced: "500.01" });
    // 50% of R 1,000.01 rounds to R 500.01, a cent more than the deposit left: it bills what is left.
    expect(quoteDraft(half, { kind: "progress", percent: "50", quoteLineIds: null }, "0.15").subtotal).toBe("500.00");
    expect(refusal(() => quoteDraft(half, { kind: "progress", percent: "51", quoteLineIds: null }, "0.15")).status).toBe(409);
    expect(refusal(() => quoteDraft(half, { kind: "progress", percent: null, quoteLineIds: ["bed"] }, "0.15"))).toMatchObject({
      status: 409,
      message: "That is more than is left to invoice on quote Q-2026-0007: R 500.00 before VAT",
    });
  });

  it("bills every line on the final invoice, less each earlier invoice, to the quote's total", () => {
    const earlier = [
      { kind: "deposit" as const, number: "INV-2026-0001", status: "issued" as const, subtotal: "500.01", vat: "75.00" },
      { kind: "progress" as const, number: "INV-2026-0004", status: "paid" as const, subtotal: "100.00", vat: "15.00" },
    ];
    const final = quoteDraft(quote({ earlier, invoiced: "600.01" }), { kind: "final", percent: null, quoteLineIds: null }, "0.15");
    expect(final.lines.map((line) => [line.description, line.lineTotal])).toEqual([
      ["Bed, Main bedroom", "800.00"],
      ["Lamp", "200.01"],
      ["Less deposit invoice INV-2026-0001", "-500.01"],
      ["Less progress invoice INV-2026-0004", "-100.00"],
    ]);
    // The whole quote is R 1,000.01 + R 150.00 VAT: the three invoices add up to it.
    expect(final).toMatchObject({ subtotal: "400.00", vat: "60.00", total: "460.00" });
  });

  it("waits for the quote's drafts before the final invoice, and has nothing to bill once all is invoiced", () => {
    const drafted = quote({ earlier: [{ kind: "deposit", number: null, status: "draft", subtotal: "500.01", vat: "75.00" }], invoiced: "500.01" });
    expect(refusal(() => quoteDraft(drafted, { kind: "final", percent: null, quoteLineIds: null }, "0.15")).message).toBe("Issue or delete the draft invoices of quote Q-2026-0007 before its final invoice");
    const all = quote({ earlier: [{ kind: "progress", number: "INV-2026-0002", status: "issued", subtotal: "1000.01", vat: "150.00" }], invoiced: "1000.01" });
    expect(refusal(() => quoteDraft(all, { kind: "final", percent: null, quoteLineIds: null }, "0.15")).message).toBe("Quote Q-2026-0007 is invoiced in full");
  });

  it("prices a fee invoice's typed lines, with no VAT for a studio not registered", () => {
    expect(feeDraft([{ description: "Design fee", quantity: 2.5, unitPrice: "1200.00" }], "0")).toEqual({
      lines: [{ description: "Design fee", quantity: 2.5, unitPrice: "1200.00", lineTotal: "3000.00", billedQuoteLineId: null }],
      subtotal: "3000.00",
      vat: "0.00",
      total: "3000.00",
    });
  });
});
