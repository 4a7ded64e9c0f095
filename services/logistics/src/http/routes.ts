import type { Router } from "express";
import { createProjectChanges, declareRoutes, type ServiceDeps } from "@atelier/kit";
import { logisticsRecords } from "../access/records";
import { installationRoutes } from "../installations/routes";

/** Every route of the logistics service, by domain, each with its access rule. */
export function routes(router: Router, deps: ServiceDeps<unknown>): void {
  const changes = createProjectChanges(deps.redis, deps.logger);
  installationRoutes(declareRoutes(router), logisticsRecords(deps.prisma), { ...deps, changes });
}
