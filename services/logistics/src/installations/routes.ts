import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import { createInstallation } from "./create-installation";
import { listInstallations } from "./list-installations";

export function installationRoutes(router: Router, deps: ServiceDeps<unknown>): void {
  router.get("/api/projects/:id/installations", listInstallations(deps));
  router.post("/api/projects/:id/installations", createInstallation(deps));
}
