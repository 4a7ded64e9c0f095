import { archiveSupplierRequestSchema } from "@atelier/contracts";
import type { Supplier } from "@atelier/db";
import { parseInput, type AccessHandler, type ServiceDeps, type Staff } from "@atelier/kit";
import { archiveSupplier } from "./save-supplier";
import { toSupplierResponse } from "./supplier-response";

/** POST /api/suppliers/:id/archive {archived}: archives or restores the supplier. */
export function archiveSupplierRoute({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Supplier> {
  return async (req, res, { record }) => {
    const { archived } = parseInput(archiveSupplierRequestSchema, req.body);
    res.json(toSupplierResponse(await archiveSupplier(prisma, record, archived)));
  };
}
