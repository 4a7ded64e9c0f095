import { describe, expect, it } from "vitest";
import { parseRand } from "./index";

const amountOf = (typed: string) => {
  const parsed = parseRand(typed);
  return parsed.ok ? parsed.amount : parsed.problem;
};

describe("typed rand", () => {
  it("reads amounts the way they are typed in South Africa", () => {
    expect(amountOf("R 2 500 000")).toBe("2500000.00");
    expect(amountOf("2 500 000,00")).toBe("2500000.00");
    expect(amountOf("2500000")).toBe("2500000.00");
    expect(amountOf("R2 500 000,5")).toBe("2500000.50");
    expect(amountOf("ZAR 950")).toBe("950.00");
    expect(amountOf("  r 12,50 ")).toBe("12.50");
  });

  it("takes no-break, narrow and thin spaces between thousands, as formatted numbers carry", () => {
    expect(amountOf("R\u00a02\u00a0500\u00a0000,00")).toBe("2500000.00");
    expect(amountOf("2\u202f500\u2009000")).toBe("2500000.00");
  });

  it("reads commas or points as thousands when the other mark or repetition says so", () => {
    expect(amountOf("R 2,500,000.00")).toBe("2500000.00");
    expect(amountOf("2.500.000,00")).toBe("2500000.00");
    expect(amountOf("1,250,000")).toBe("1250000.00");
    expect(amountOf("1.250.000")).toBe("1250000.00");
  });

  it("reads what the app prints and what API callers send", () => {
    expect(amountOf("R 12,500.00")).toBe("12500.00");
    expect(amountOf("2,500")).toBe("2500.00");
    expect(amountOf("18499.99")).toBe("18499.99");
    expect(amountOf("0.5")).toBe("0.50");
    expect(amountOf("0")).toBe("0.00");
  });

  it("refuses three digits after a comma or point that follow spaced thousands, which could be either", () => {
    expect(amountOf("2 500,000")).toBe("ambiguous");
    expect(amountOf("R 2 500.000")).toBe("ambiguous");
  });

  it("refuses more than two decimals", () => {
    expect(amountOf("12.345")).toBe("too-many-decimals");
    expect(amountOf("1,2345")).toBe("too-many-decimals");
    expect(amountOf("2 500,505")).toBe("ambiguous");
  });

  it("refuses thousands that are not grouped in threes or mix separators", () => {
    for (const typed of ["25 00", "2  500", "12,34,567", "2 500,000.00", "1.5.0", "1,000 000", "2,500.000,00"]) {
      expect(amountOf(typed), typed).toBe("grouping");
    }
  });

  it("refuses negative amounts, words, exponents and empty input", () => {
    for (const typed of ["", "R", "-5", "R -5", "abc", "1e21", "12 rand", ",50", "50,", "R 50."]) {
      expect(amountOf(typed), typed).toBe("not-an-amount");
    }
  });

  it("refuses more than ten digits of rand", () => {
    expect(amountOf("9 999 999 999,99")).toBe("9999999999.99");
    expect(amountOf("10 000 000 000")).toBe("too-large");
  });
});
