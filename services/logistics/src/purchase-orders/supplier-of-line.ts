import { supplierNameKey } from "@atelier/contracts";
import type { Supplier } from "@atelier/db";

/** What drafting knows of an approved line's supplier: the item's link, and the supplier's name as typed. */
export interface LineSupplier {
  supplierId: string | null;
  supplierText: string | null;
}

/**
 * Finds the studio supplier a line is ordered from: the one its item is linked to, else the one whose name
 * matches the item's free-text supplier (case and spacing aside). Archived suppliers get no new orders, so
 * a line that names only one of those is left to order by hand.
 */
export function supplierMatcher(suppliers: readonly Supplier[]): (line: LineSupplier) => Supplier | null {
  const active = suppliers.filter((supplier) => supplier.archivedAt === null);
  const byId = new Map(active.map((supplier) => [supplier.id, supplier]));
  const byName = new Map<string, Supplier>();
  for (const supplier of [...active].sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())) {
    if (!byName.has(supplierNameKey(supplier.name))) byName.set(supplierNameKey(supplier.name), supplier);
  }
  return ({ supplierId, supplierText }) =>
    (supplierId ? byId.get(supplierId) : undefined) ?? (supplierText ? byName.get(supplierNameKey(supplierText)) : undefined) ?? null;
}
