import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { createSupplier } from "./save-supplier";
import { toSupplierResponse } from "./supplier-response";

/** POST /api/suppliers: 201 with the new supplier. */
export function createSupplierRoute({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["createSupplier"], Staff, undefined> {
  return async (_req, res, { caller: { studioId }, body }) => {
    const supplier = await createSupplier(prisma, studioId, body);
    res.status(201).json(toSupplierResponse(supplier));
  };
}
