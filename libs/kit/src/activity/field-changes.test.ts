import { Prisma } from "@atelier/db";
import { formatRand } from "@atelier/money";
import { describe, expect, it } from "vitest";
import { choice, fieldChanges, fieldsSet, momentIn, money } from "./field-changes";

const sofa = { name: "Velvet sofa", quantity: 1, costEstimate: new Prisma.Decimal("12500.5"), eta: new Date("2026-12-01T00:00:00Z"), notes: null as string | null, billable: true };
const fields = { name: "Name", quantity: "Quantity", costEstimate: money("Cost estimate"), eta: "ETA", notes: "Notes", billable: "Billable" };

describe("fieldChanges", () => {
  it("names each field that changed, with both values as shown, in the order the fields are given", () => {
    const after = { ...sofa, quantity: 2, notes: "Fabric from Mavromac", eta: new Date("2026-12-08T00:00:00Z"), billable: false };
    expect(fieldChanges(sofa, after, fields)).toEqual([
      { field: "quantity", label: "Quantity", before: "1", after: "2" },
      { field: "eta", label: "ETA", before: "2026-12-01", after: "2026-12-08" },
      { field: "notes", label: "Notes", before: null, after: "Fabric from Mavromac" },
      { field: "billable", label: "Billable", before: "Yes", after: "No" },
    ]);
  });

  it("sees no change in the same amount written another way, nor in a field it was not asked about", () => {
    const after = { ...sofa, costEstimate: new Prisma.Decimal("12500.50"), name: "Velvet sofa" };
    expect(fieldChanges(sofa, after, { costEstimate: fields.costEstimate })).toEqual([]);
    expect(fieldChanges(sofa, { ...sofa, quantity: 3 }, { name: "Name" })).toEqual([]);
  });

  it("shows a money field with its own formatter, and an emptied text as empty", () => {
    const after = { ...sofa, costEstimate: new Prisma.Decimal("13000"), notes: "" };
    expect(fieldChanges({ ...sofa, notes: "Old" }, after, { costEstimate: fields.costEstimate, notes: "Notes" })).toEqual([
      { field: "costEstimate", label: "Cost estimate", before: formatRand("12500.50"), after: formatRand("13000") },
      { field: "notes", label: "Notes", before: "Old", after: null },
    ]);
  });

  it("lists a new record's set fields from nothing, leaving its empty ones out", () => {
    expect(fieldsSet(sofa, { name: "Name", notes: "Notes" })).toEqual([{ field: "name", label: "Name", before: null, after: "Velvet sofa" }]);
  });

  it("writes a choice as a person reads it and a moment on the studio's clock", () => {
    const before = { status: "scheduled", at: new Date("2026-12-03T08:30:00Z") };
    const after = { status: "in_progress", at: new Date("2026-12-03T09:00:00Z") };
    expect(fieldChanges(before, after, { status: choice("Status"), at: momentIn("When", "Africa/Johannesburg") })).toEqual([
      { field: "status", label: "Status", before: "Scheduled", after: "In progress" },
      { field: "at", label: "When", before: "2026-12-03 10:30", after: "2026-12-03 11:00" },
    ]);
  });
});
