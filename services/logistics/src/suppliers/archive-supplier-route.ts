import type { Endpoints } from "@atelier/contracts";
import type { Supplier } from "@atelier/db";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { archiveSupplier } from "./save-supplier";
import { toSupplierResponse } from "./supplier-response";

/** POST /api/suppliers/:id/archive {archived}: archives or restores the supplier. */
export function archiveSupplierRoute({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["archiveSupplier"], Staff, Supplier> {
  return async (_req, res, { record, body: { archived } }) => {
    res.json(toSupplierResponse(await archiveSupplier(prisma, record, archived)));
  };
}
