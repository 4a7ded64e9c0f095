import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes, type ServiceDeps } from "@atelier/kit";
import type { LogisticsRecords } from "../access/records";
import { archiveSupplierRoute } from "./archive-supplier-route";
import { createSupplierRoute } from "./create-supplier-route";
import { listSuppliers } from "./list-suppliers";
import { updateSupplierRoute } from "./update-supplier-route";

/** The studio's suppliers: anyone of the studio may add, edit, archive and restore them. */
export function supplierRoutes(routes: DeclaredRoutes, records: LogisticsRecords, deps: ServiceDeps<unknown>): void {
  routes.serve(endpoints.suppliers, staff(), listSuppliers(deps));
  routes.serve(endpoints.createSupplier, staff(), createSupplierRoute(deps));
  routes.serve(endpoints.updateSupplier, staff(records.supplier), updateSupplierRoute(deps));
  routes.serve(endpoints.archiveSupplier, staff(records.supplier), archiveSupplierRoute(deps));
}
