import { supplierNameKey } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import { HttpError } from "@atelier/kit";

const NOT_A_SUPPLIER = "Choose one of the studio's suppliers";

interface SupplierFields {
  /** The studio supplier chosen; null unlinks; absent leaves it to the name. */
  supplierId?: string | null;
  /** The supplier as named on the item. */
  supplier?: string | null;
}

/**
 * The supplier an item is ordered from, as it is saved: the one chosen (checked to be the studio's), else the
 * studio's active supplier its name is by `supplierNameKey` (as drafting matches, the first added), else none; a name
 * left unchanged keeps the link it has (undefined). Logistics owns suppliers: this reads their table, never writes it.
 */
export async function supplierLinkOf(prisma: PrismaClient, studioId: string, { supplierId, supplier }: SupplierFields): Promise<string | null | undefined> {
  if (supplierId) {
    const found = await prisma.supplier.count({ where: { id: supplierId, studioId } });
    if (found === 0) throw new HttpError(400, NOT_A_SUPPLIER, { supplierId: [NOT_A_SUPPLIER] });
    return supplierId;
  }
  if (supplierId === null) return null;
  if (supplier === undefined) return undefined;
  if (supplier === null) return null;
  const active = await prisma.supplier.findMany({ where: { studioId, archivedAt: null }, orderBy: { createdAt: "asc" }, select: { id: true, name: true } });
  const key = supplierNameKey(supplier);
  return active.find(({ name }) => supplierNameKey(name) === key)?.id ?? null;
}
