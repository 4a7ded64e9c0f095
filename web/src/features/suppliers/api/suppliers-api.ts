import { endpoints, type SupplierRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const createSupplier = (request: SupplierRequest) => callEndpoint(endpoints.createSupplier, { body: request });

export const updateSupplier = (supplierId: string, request: SupplierRequest) => callEndpoint(endpoints.updateSupplier, { params: { supplierId }, body: request });

/** Archives the supplier (it stays on its orders, but gets no new ones), or restores it. */
export const archiveSupplier = (supplierId: string, archived: boolean) => callEndpoint(endpoints.archiveSupplier, { params: { supplierId }, body: { archived } });
