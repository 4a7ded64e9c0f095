import { supplierRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type ServiceDeps, type Staff } from "@atelier/kit";
import { createSupplier } from "./save-supplier";
import { toSupplierResponse } from "./supplier-response";

/** POST /api/suppliers: 201 with the new supplier. */
export function createSupplierRoute({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, undefined> {
  return async (req, res, { caller: { studioId } }) => {
    const supplier = await createSupplier(prisma, studioId, parseInput(supplierRequestSchema, req.body));
    res.status(201).json(toSupplierResponse(supplier));
  };
}
