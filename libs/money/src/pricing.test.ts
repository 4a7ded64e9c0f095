import { describe, expect, it } from "vitest";
import { averageMarkupPercent, costInvoiced, costOfLines, lineTotal, marginPercent, markupFromPrice, moneyDifference, netMarginPercent, quoteTotals, shareOf, splitInProportion, unitCostOfLine, unitPriceFromCost } from "./index";

describe("a quote line's prices", () => {
  it("divides a whole-line amount by the quantity and rounds half-up to the cent", () => {
    expect(unitCostOfLine("100.01", 2)).toBe("50.01");
    expect(unitCostOfLine("0.03", 2)).toBe("0.02");
    expect(unitCostOfLine("0.01", 2)).toBe("0.01");
    expect(unitCostOfLine("0.01", 3)).toBe("0.00");
    expect(unitCostOfLine("1000.00", "2.5")).toBe("400.00");
    expect(unitCostOfLine("10.00", 3)).toBe("3.33");
    expect(() => unitCostOfLine("10.00", 0)).toThrow(RangeError);
  });

  it("adds the markup to the unit cost and rounds half-up to the cent", () => {
    expect(unitPriceFromCost("1000.00", 30)).toBe("1300.00");
    // 0.05 × 1.3 = 0.065 and 12.35 × 1.1 = 13.585: both exactly half a cent.
    expect(unitPriceFromCost("0.05", 30)).toBe("0.07");
    expect(unitPriceFromCost("12.35", 10)).toBe("13.59");
    expect(unitPriceFromCost("0.01", 30)).toBe("0.01");
    expect(unitPriceFromCost("0.01", 50)).toBe("0.02");
    expect(unitPriceFromCost("99.99", "12.5")).toBe("112.49");
    expect(unitPriceFromCost("250.00", 0)).toBe("250.00");
  });

  it("reads the markup back from a price, in percent with two decimals, and 0 on a line that costs nothing", () => {
    expect(markupFromPrice("1300.00", "1000.00")).toBe(30);
    expect(markupFromPrice("1000.00", "3.00")).toBe(33233.33);
    expect(markupFromPrice("90.00", "100.00")).toBe(-10);
    expect(markupFromPrice("500.00", "0.00")).toBe(0);
  });

  it("multiplies the quantity by the unit price for the line total, halves included", () => {
    expect(lineTotal("2.5", "13.59")).toBe("33.98");
    expect(lineTotal("2.5", "0.07")).toBe("0.18");
    expect(lineTotal(3, "1300.00")).toBe("3900.00");
  });
});

describe("a quote's totals", () => {
  it("sums the line totals and charges 15% VAT on the subtotal, rounded half-up", () => {
    expect(quoteTotals([{ lineTotal: "33.98" }, { lineTotal: "0.18" }])).toEqual({ subtotal: "34.16", vat: "5.12", total: "39.28" });
    // 0.10 × 15% = 0.015: half a cent, rounded up.
    expect(quoteTotals([{ lineTotal: "0.10" }])).toEqual({ subtotal: "0.10", vat: "0.02", total: "0.12" });
    expect(quoteTotals([{ lineTotal: "0.03" }])).toEqual({ subtotal: "0.03", vat: "0.00", total: "0.03" });
    expect(quoteTotals([{ lineTotal: "1234567.89" }])).toEqual({ subtotal: "1234567.89", vat: "185185.18", total: "1419753.07" });
    expect(quoteTotals([])).toEqual({ subtotal: "0.00", vat: "0.00", total: "0.00" });
  });

  it("costs the lines at quantity × unit cost", () => {
    expect(costOfLines([{ quantity: "2.5", unitCost: "10.01" }, { quantity: 1, unitCost: "0.05" }])).toBe("25.08");
  });

  it("gives margin on sell and markup on cost in percent with one decimal, or null with nothing to divide by", () => {
    expect(marginPercent("1300.00", "1000.00")).toBe(23.1);
    expect(averageMarkupPercent("1300.00", "1000.00")).toBe(30);
    expect(marginPercent("0.00", "0.00")).toBeNull();
    expect(averageMarkupPercent("100.00", "0.00")).toBeNull();
  });

  it("takes the overhead off the gross margin, and subtracts amounts to the cent", () => {
    expect(netMarginPercent(23.1, "15.00")).toBe(8.1);
    expect(netMarginPercent(null, 15)).toBeNull();
    expect(moneyDifference("100.00", "150.25")).toBe("-50.25");
    expect(moneyDifference("0.30", "0.10")).toBe("0.20");
  });
});

describe("splitting a budget in proportion", () => {
  it("gives shares in cents that add up to the amount exactly", () => {
    expect(splitInProportion("100.00", [1, 1, 1])).toEqual(["33.34", "33.33", "33.33"]);
    expect(splitInProportion("850000.00", ["30000.00", "10000.00"])).toEqual(["637500.00", "212500.00"]);
    expect(splitInProportion("0.05", [1, 2])).toEqual(["0.02", "0.03"]);
  });

  it("splits evenly when nothing has a weight, and gives nothing to split among no one", () => {
    expect(splitInProportion("10.00", [0, 0])).toEqual(["5.00", "5.00"]);
    expect(splitInProportion("10.00", [])).toEqual([]);
  });
});

describe("pricing at the edges", () => {
  it("keeps every cent of the largest amounts a line may hold, where floating point would not", () => {
    expect(lineTotal(99_999, "99999999.99")).toBe("9999899999000.01");
    expect(quoteTotals([{ lineTotal: "9999899999000.01" }, { lineTotal: "0.01" }])).toEqual({
      subtotal: "9999899999000.02",
      vat: "1499984999850.00",
      total: "11499884998850.02",
    });
    expect(costOfLines([{ quantity: "0.01", unitCost: "0.01" }, { quantity: 3, unitCost: "0.10" }])).toBe("0.30");
  });

  it("rounds a half cent away from zero on either side of it: a loss is as exact as a profit", () => {
    expect(unitPriceFromCost("0.05", -30)).toBe("0.04");
    expect(unitPriceFromCost("100.00", -100)).toBe("0.00");
    expect(moneyDifference("0.10", "0.11")).toBe("-0.01");
    expect(moneyDifference("1.005", "0")).toBe("1.01");
    expect(moneyDifference("0", "1.005")).toBe("-1.01");
  });
});

describe("a share of an amount", () => {
  it("takes part of whole of the amount, half-up to the cent, and nothing of nothing", () => {
    expect(shareOf("28000.00", 3, 5)).toBe("16800.00");
    expect(shareOf("100.00", 1, 3)).toBe("33.33");
    expect(shareOf("0.05", 1, 2)).toBe("0.03");
    expect(shareOf("1000.00", 0, 4)).toBe("0.00");
    expect(shareOf("1000.00", 0, 0)).toBe("0.00");
  });

  it("bills a quote's cost in the share of it invoiced, half-up to the cent, never past the whole or below nothing", () => {
    expect(costInvoiced("70000.00", "50000.00", "100000.00")).toBe("35000.00");
    expect(costInvoiced("1000.00", "333.33", "1000.00")).toBe("333.33");
    expect(costInvoiced("1000.00", "1200.00", "1000.00")).toBe("1000.00");
    expect(costInvoiced("1000.00", "-50.00", "1000.00")).toBe("0.00");
    expect(costInvoiced("1000.00", "500.00", "0.00")).toBe("0.00");
  });
});
