import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import { installationRoutes } from "../installations/routes";

/** Every route of the logistics service, by domain. */
export function routes(router: Router, deps: ServiceDeps<unknown>): void {
  installationRoutes(router, deps);
}
