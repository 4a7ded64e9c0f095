import { describe, expect, it } from "vitest";
import { feeLine, timeLines } from "./bill-time";

describe("a fee invoice's lines", () => {
  it("of time are one per person and activity, in the order first kept, each its minutes at the person's hourly rate to the cent", () => {
    const lines = timeLines(
      [
        { id: "a", minutes: 90, activity: "design", member: "Sipho Dlamini", hourlyRate: "950.00" },
        { id: "b", minutes: 20, activity: "site_visit", member: "Thandi Nkosi", hourlyRate: "1200.00" },
        { id: "c", minutes: 110, activity: "design", member: "Sipho Dlamini", hourlyRate: "950.00" },
        { id: "d", minutes: 45, activity: "design", member: "Thandi Nkosi", hourlyRate: "1200.00" },
      ],
    );
    expect(lines).toEqual([
      { description: "Design, Sipho Dlamini: 3 h 20 min at R 950.00 an hour", quantity: 1, unitPrice: "3166.67" },
      { description: "Site visits, Thandi Nkosi: 20 min at R 1,200.00 an hour", quantity: 1, unitPrice: "400.00" },
      { description: "Design, Thandi Nkosi: 45 min at R 1,200.00 an hour", quantity: 1, unitPrice: "900.00" },
    ]);
  });

  it("of a fixed or procurement fee are one line of what is left, saying how it was reached", () => {
    const fees = { fixedFee: null, procurementPercent: null, procurementValue: "0.00", feeEarned: null, feeBilled: "0.00" };
    expect(feeLine({ ...fees, basis: "fixed", fixedFee: "150000.00", feeBilled: "120000.00", feeToBill: "30000.00" })).toEqual({
      description: "Design fee: fixed fee of R 150,000.00, less R 120,000.00 billed before",
      quantity: 1,
      unitPrice: "30000.00",
    });
    expect(feeLine({ ...fees, basis: "procurement", procurementPercent: "12.50", procurementValue: "86421.30", feeToBill: "10802.66" })).toEqual({
      description: "Design fee: 12.50% of R 86,421.30 of purchase orders",
      quantity: 1,
      unitPrice: "10802.66",
    });
  });
});
