import type { Router } from "express";
import { declareRoutes, routeDeps, type ServiceDeps, studioPolicyReader } from "@atelier/kit";
import { quoteRecords } from "../access/records";
import { analysisRoutes } from "../analysis/routes";
import { approvalRoutes } from "../approvals/routes";
import type { QuotesConfig } from "../config";
import { notificationRoutes } from "../notifications/routes";
import { quoteRoutes } from "../quotes/routes";

/** Every route of the quotes service, by domain, each with its access rule. */
export function routes(router: Router, service: ServiceDeps<QuotesConfig>): void {
  const deps = routeDeps(service);
  const declared = declareRoutes(router, studioPolicyReader(service.prisma));
  const records = quoteRecords(deps.prisma);
  quoteRoutes(declared, records, deps);
  approvalRoutes(declared, records, deps);
  analysisRoutes(declared, records, deps);
  notificationRoutes(declared, deps);
}
