import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toSupplierResponse } from "./supplier-response";

/** GET /api/suppliers: the studio's suppliers by name, archived ones last. */
export function listSuppliers({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller: { studioId } }) => {
    const suppliers = await prisma.supplier.findMany({ where: { studioId }, orderBy: [{ archivedAt: { sort: "desc", nulls: "first" } }, { name: "asc" }] });
    res.json(suppliers.map(toSupplierResponse));
  };
}
