import { supplierRequestSchema } from "@atelier/contracts";
import type { Supplier } from "@atelier/db";
import { parseInput, type AccessHandler, type ServiceDeps, type Staff } from "@atelier/kit";
import { updateSupplier } from "./save-supplier";
import { toSupplierResponse } from "./supplier-response";

/** PUT /api/suppliers/:id: the supplier as edited. */
export function updateSupplierRoute({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Supplier> {
  return async (req, res, { record }) => {
    const supplier = await updateSupplier(prisma, record, parseInput(supplierRequestSchema, req.body));
    res.json(toSupplierResponse(supplier));
  };
}
