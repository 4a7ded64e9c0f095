import { describe, expect, it } from "vitest";
import { fitsStoredAmount, formatRand, lineTotal, percentChange, sumMoney, toMoneyString, withVat } from "./index";

describe("money", () => {
  it("keeps exact cents where floats would drift", () => {
    expect(sumMoney(["0.10", "0.20"])).toBe("0.30");
    expect(sumMoney([0.1, 0.2, "1000000.01"])).toBe("1000000.31");
    expect(toMoneyString("12500")).toBe("12500.00");
    expect(toMoneyString("2.005")).toBe("2.01");
  });

  it("multiplies quantity by unit amount and rounds once", () => {
    expect(lineTotal("6.5", "149.99")).toBe("974.94");
    expect(lineTotal(3, "0.335")).toBe("1.01");
  });

  it("adds 15% VAT so subtotal, VAT and total always add up", () => {
    expect(withVat("100000.00")).toEqual({ subtotal: "100000.00", vat: "15000.00", total: "115000.00" });
    expect(withVat("33.33")).toEqual({ subtotal: "33.33", vat: "5.00", total: "38.33" });
  });

  it("formats rand with the R prefix, grouped thousands and two decimals", () => {
    expect(formatRand("1250000")).toBe("R 1,250,000.00");
    expect(formatRand("0")).toBe("R 0.00");
    expect(formatRand("-450.5")).toBe("-R 450.50");
  });

  it("reports change in whole percent, or null with nothing to compare", () => {
    expect(percentChange("112", "100")).toBe(12);
    expect(percentChange("50", "200")).toBe(-75);
    expect(percentChange("10", "0")).toBeNull();
  });

  it("fits the stored fields up to R 9,999,999,999.99 either side of zero, counted in cents", () => {
    expect(["9999999999.99", "-9999999999.99", "9999999999.994", "0"].map(fitsStoredAmount)).toEqual([true, true, true, true]);
    expect(["10000000000.00", "9999999999.995", "-10000000000"].map(fitsStoredAmount)).toEqual([false, false, false]);
  });
});
