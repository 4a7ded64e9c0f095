import type { Endpoints } from "@atelier/contracts";
import type { Supplier } from "@atelier/db";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { updateSupplier } from "./save-supplier";
import { toSupplierResponse } from "./supplier-response";

/** PUT /api/suppliers/:id: the supplier as edited. */
export function updateSupplierRoute({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["updateSupplier"], Staff, Supplier> {
  return async (_req, res, { record, body }) => {
    const supplier = await updateSupplier(prisma, record, body);
    res.json(toSupplierResponse(supplier));
  };
}
