import { describe, expect, it } from "vitest";
import type { Supplier } from "@atelier/db";
import { supplierMatcher } from "./supplier-of-line";

let created = 0;
function supplier(name: string, fields: Partial<Supplier> = {}): Supplier {
  created += 1;
  const at = new Date(Date.UTC(2026, 0, created));
  return { id: `supplier-${created}`, studioId: "studio", name, contactName: null, email: null, phone: null, accountNumber: null, leadTimeDays: null, sample: false, archivedAt: null, createdAt: at, updatedAt: at, ...fields };
}

describe("the supplier a purchase-order line is drafted for", () => {
  const weavers = supplier("Weavers & Co");
  const laterWeavers = supplier("  weavers & co ");
  const oldJoinery = supplier("Cape Joinery", { archivedAt: new Date("2026-06-01") });
  const supplierOf = supplierMatcher([laterWeavers, weavers, oldJoinery]);

  it("is the item's linked supplier, before any name typed", () => {
    expect(supplierOf({ supplierId: laterWeavers.id, supplierText: "Cape Joinery" })).toBe(laterWeavers);
  });

  it("is otherwise the active supplier the free text names, case and spacing aside, the oldest of a name first", () => {
    expect(supplierOf({ supplierId: null, supplierText: "WEAVERS & CO" })).toBe(weavers);
  });

  it("is none for an archived supplier, linked or named, or a name no supplier has: the line is left to order by hand", () => {
    expect(supplierOf({ supplierId: oldJoinery.id, supplierText: null })).toBeNull();
    expect(supplierOf({ supplierId: null, supplierText: "Cape Joinery" })).toBeNull();
    expect(supplierOf({ supplierId: null, supplierText: "Unknown Upholsterers" })).toBeNull();
    expect(supplierOf({ supplierId: null, supplierText: null })).toBeNull();
  });
});
