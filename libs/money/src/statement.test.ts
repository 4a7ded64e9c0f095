import { describe, expect, it } from "vitest";
import { ageBalances, runningBalances, sumAgeing } from "./statement";

describe("ageBalances", () => {
  it("puts each balance in its bucket by whole days: 29 is current, 30, 60 and 90 start the next", () => {
    expect(
      ageBalances([
        { ageDays: 0, balance: "100.10" },
        { ageDays: 29, balance: "0.01" },
        { ageDays: 30, balance: "200" },
        { ageDays: 59, balance: "0.02" },
        { ageDays: 60, balance: "300" },
        { ageDays: 89, balance: "0.03" },
        { ageDays: 90, balance: "400" },
        { ageDays: 400, balance: "0.04" },
      ]),
    ).toEqual({ current: "100.11", days30: "200.02", days60: "300.03", days90: "400.04" });
  });

  it("is nothing in every bucket when nothing is owed, and adds two clients' to the cent", () => {
    const none = ageBalances([]);
    expect(none).toEqual({ current: "0.00", days30: "0.00", days60: "0.00", days90: "0.00" });
    expect(sumAgeing([{ current: "0.10", days30: "0.20", days60: "1.00", days90: "9999999.99" }, { current: "0.20", days30: "0.10", days60: "0.00", days90: "0.01" }, none])).toEqual({
      current: "0.30",
      days30: "0.30",
      days60: "1.00",
      days90: "10000000.00",
    });
  });
});

describe("runningBalances", () => {
  it("adds debits and takes off credits line by line, going below zero into the client's credit", () => {
    expect(runningBalances("115.00", [{ debit: "46000.59", credit: null }, { debit: null, credit: "46115.59" }, { debit: null, credit: "10.00" }])).toEqual({
      balances: ["46115.59", "0.00", "-10.00"],
      closing: "-10.00",
    });
  });

  it("closes at the opening balance when nothing happened", () => {
    expect(runningBalances("0", [])).toEqual({ balances: [], closing: "0.00" });
  });
});
