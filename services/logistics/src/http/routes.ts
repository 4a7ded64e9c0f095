import type { Router } from "express";
import { declareRoutes, routeDeps, type ServiceDeps, studioPolicyReader } from "@atelier/kit";
import { logisticsRecords } from "../access/records";
import type { LogisticsConfig } from "../config";
import { deliveryRoutes } from "../deliveries/routes";
import { installationRoutes } from "../installations/routes";
import { purchaseOrderRoutes } from "../purchase-orders/routes";
import { supplierRoutes } from "../suppliers/routes";
import { productionRoutes } from "../production/routes";
import { weekRoutes } from "../week/routes";

/** Every route of the logistics service, by domain, each with its access rule. */
export function routes(router: Router, service: ServiceDeps<LogisticsConfig>): void {
  const deps = routeDeps(service);
  const declared = declareRoutes(router, studioPolicyReader(service.prisma));
  const records = logisticsRecords(deps.prisma);
  installationRoutes(declared, records, deps);
  supplierRoutes(declared, records, deps);
  purchaseOrderRoutes(declared, records, deps);
  productionRoutes(declared, records, deps);
  deliveryRoutes(declared, records, deps);
  weekRoutes(declared, deps);
}
