import type { Router } from "express";
import { declareRoutes, routeDeps, type ServiceDeps, studioPolicyReader } from "@atelier/kit";
import { accountsRecords } from "../access/records";
import type { AccountsConfig } from "../config";
import { invoiceRoutes } from "../invoices/routes";
import { exportRoutes } from "../exports/export-routes";
import { paymentProofRoutes } from "../payment-proofs/routes";
import { paymentRoutes } from "../payments/routes";
import { projectFeeRoutes } from "../project-fees/routes";
import { reportRoutes } from "../reports/routes";
import { statementRoutes } from "../statements/routes";

/** Every route of the accounts service, by domain, each with its access rule. */
export function routes(router: Router, service: ServiceDeps<AccountsConfig>): void {
  const deps = routeDeps(service);
  const declared = declareRoutes(router, studioPolicyReader(service.prisma));
  const records = accountsRecords(deps.prisma);
  invoiceRoutes(declared, records, deps);
  projectFeeRoutes(declared, records, deps);
  paymentRoutes(declared, records, deps);
  paymentProofRoutes(declared, records, deps);
  statementRoutes(declared, records, deps);
  exportRoutes(declared, deps);
  reportRoutes(declared, deps.prisma);
}
