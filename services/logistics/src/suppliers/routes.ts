import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import type { LogisticsRecords } from "../access/records";
import { archiveSupplierRoute } from "./archive-supplier-route";
import { createSupplierRoute } from "./create-supplier-route";
import { listSuppliers } from "./list-suppliers";
import { updateSupplierRoute } from "./update-supplier-route";

/** The studio's suppliers: anyone of the studio may add, edit, archive and restore them. */
export function supplierRoutes(routes: DeclaredRoutes, records: LogisticsRecords, deps: ServiceDeps<unknown>): void {
  routes.get("/api/suppliers", staff(), listSuppliers(deps));
  routes.post("/api/suppliers", staff(), createSupplierRoute(deps));
  routes.put("/api/suppliers/:id", staff(records.supplier), updateSupplierRoute(deps));
  routes.post("/api/suppliers/:id/archive", staff(records.supplier), archiveSupplierRoute(deps));
}
