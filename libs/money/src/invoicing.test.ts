import { describe, expect, it } from "vitest";
import { afterCredits, allocateOldestFirst, creditTotals, finalInvoiceTotals, fractionAsPercent, invoiceBalance, invoiceTotals, percentBilled, percentOfAmount, projectFee, timeCharge, effectiveHourlyRate, withVat } from "./index";

describe("invoicing", () => {
  it("charges time at an hourly rate by the minute, half-up to the cent", () => {
    expect(timeCharge("950.00", 20)).toBe("316.67");
    expect(timeCharge("950.00", 90)).toBe("1425.00");
    expect(timeCharge("1000.00", 1)).toBe("16.67");
  });

  it("says what fees came to an hour of the time kept, half-up to the cent, and nothing for no time", () => {
    expect(effectiveHourlyRate("3000.00", 150)).toBe("1200.00");
    expect(effectiveHourlyRate("1000.00", 7)).toBe("8571.43");
    expect(effectiveHourlyRate("0.00", 60)).toBe("0.00");
    expect(effectiveHourlyRate("2500.00", 0)).toBeNull();
  });

  it("bills what a fixed fee has left, and a percent of procurement half-up to the cent less what was billed, never below nothing", () => {
    expect(projectFee({ fixedFee: "120000" }, "0.00")).toEqual({ earned: "120000.00", toBill: "120000.00" });
    expect(projectFee({ fixedFee: "120000.00" }, "40000.01")).toEqual({ earned: "120000.00", toBill: "79999.99" });
    expect(projectFee({ percent: "12.50", procured: "86421.30" }, "0")).toEqual({ earned: "10802.66", toBill: "10802.66" });
    expect(projectFee({ percent: "12.50", procured: "100000.00" }, "10802.66")).toEqual({ earned: "12500.00", toBill: "1697.34" });
    expect(projectFee({ percent: "10", procured: "50000.00" }, "8000.00")).toEqual({ earned: "5000.00", toBill: "0.00" });
  });

  it("takes a percent of an amount half-up to the cent", () => {
    expect(percentOfAmount("100000.00", "50.00")).toBe("50000.00");
    expect(percentOfAmount("333.33", "50")).toBe("166.67");
    expect(percentOfAmount("999.99", "33.33")).toBe("333.30");
  });

  it("bills what is left of a quote when a percent's rounding overshoots it by a cent", () => {
    expect(percentBilled("1000.01", "50", "1000.01")).toBe("500.01");
    expect(percentBilled("1000.01", "50", "500.00")).toBe("500.00");
    expect(percentBilled("1000.01", "51", "500.00")).toBe("510.01");
  });

  it("charges VAT at the rate given, and none at 0", () => {
    expect(invoiceTotals([{ lineTotal: "1000.00" }, { lineTotal: "33.33" }], "0.15")).toEqual({ subtotal: "1033.33", vat: "155.00", total: "1188.33" });
    expect(invoiceTotals([{ lineTotal: "1000.00" }], "0.14")).toEqual({ subtotal: "1000.00", vat: "140.00", total: "1140.00" });
    expect(invoiceTotals([{ lineTotal: "1000.00" }], "0")).toEqual({ subtotal: "1000.00", vat: "0.00", total: "1000.00" });
  });

  it("bills on the final invoice exactly what the deposit left of the quote, VAT included", () => {
    // 50% of R 1,000.01 rounds up to R 500.01 with R 75.00 VAT; the whole quote's VAT is R 150.00.
    const quote = withVat("1000.01");
    const deposit = invoiceTotals([{ lineTotal: percentOfAmount("1000.01", "50") }], "0.15");
    expect(deposit).toEqual({ subtotal: "500.01", vat: "75.00", total: "575.01" });
    const final = finalInvoiceTotals("1000.01", "0.15", [deposit]);
    expect(final).toEqual({ subtotal: "500.00", vat: "75.00", total: "575.00" });
    expect(Number(deposit.total) * 100 + Number(final.total) * 100).toBe(Number(quote.total) * 100);
  });

  it("deducts every earlier invoice, however each rounded", () => {
    const earlier = [invoiceTotals([{ lineTotal: "33.33" }], "0.15"), invoiceTotals([{ lineTotal: "33.33" }], "0.15")];
    expect(earlier.map((invoice) => invoice.vat)).toEqual(["5.00", "5.00"]);
    expect(finalInvoiceTotals("100.00", "0.15", earlier)).toEqual({ subtotal: "33.34", vat: "5.00", total: "38.34" });
  });

  it("owes the total less payments and credits", () => {
    expect(invoiceBalance({ total: "1150.00", amountPaid: "500.00", amountCredited: "115.00" })).toBe("535.00");
    expect(invoiceBalance({ total: "1150.00", amountPaid: "1150.00", amountCredited: "0" })).toBe("0.00");
  });

  it("bills an invoice's subtotal and VAT less its credit notes', and all of it with none", () => {
    const invoice = { subtotal: "10000.00", vat: "1500.00" };
    expect(afterCredits({ ...invoice, creditNotes: [{ subtotal: "1000.00", vat: "150.00" }, { subtotal: "0.01", vat: "0.00" }] })).toEqual({ subtotal: "8999.99", vat: "1350.00" });
    expect(afterCredits({ ...invoice, creditNotes: [] })).toEqual({ subtotal: "10000.00", vat: "1500.00" });
  });

  it("shows a rate as a percent", () => {
    expect(fractionAsPercent("0.1500")).toBe("15.00");
    expect(fractionAsPercent("0")).toBe("0.00");
  });

  it("spreads a payment over the oldest invoices first, each up to its balance, and keeps the rest as credit", () => {
    const open = [
      { id: "deposit", balance: "575.01" },
      { id: "settled", balance: "0.00" },
      { id: "progress", balance: "230.00" },
    ];
    expect(allocateOldestFirst("700.00", open)).toEqual({ allocations: [{ invoiceId: "deposit", amount: "575.01" }, { invoiceId: "progress", amount: "124.99" }], left: "0.00" });
    expect(allocateOldestFirst("1000.00", open)).toEqual({ allocations: [{ invoiceId: "deposit", amount: "575.01" }, { invoiceId: "progress", amount: "230.00" }], left: "194.99" });
    expect(allocateOldestFirst("50", [])).toEqual({ allocations: [], left: "50.00" });
  });

  it("credits VAT at the invoice's rate, and all of what is left when all of it is credited", () => {
    expect(creditTotals("33.33", "0.15", { subtotal: "100.00", vat: "15.00" })).toEqual({ subtotal: "33.33", vat: "5.00", total: "38.33" });
    // Two credits of R 33.33 took R 10.00 of VAT; the last R 33.34 takes the R 5.00 left, not R 5.0010 rounded.
    expect(creditTotals("33.34", "0.15", { subtotal: "33.34", vat: "5.00" })).toEqual({ subtotal: "33.34", vat: "5.00", total: "38.34" });
  });
});
