import { describe, expect, it } from "vitest";
import { timeLines } from "./bill-time";

describe("a fee invoice's lines of time", () => {
  it("are one per person and activity, in the order first kept, each its minutes at the person's hourly rate to the cent", () => {
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
});
