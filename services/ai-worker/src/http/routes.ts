import type { Router } from "express";
import { Queues, type ServiceDeps } from "@atelier/kit";
import { extractItemsRoute } from "./extract-items";
import { getJob } from "./get-job";

/** Every route of the AI service: each starts a job or reports on one. */
export function routes(router: Router, deps: ServiceDeps<unknown>): void {
  const queues = new Queues(deps.redis);
  router.post("/api/voice/extract-items", extractItemsRoute(deps, queues));
  router.get("/api/jobs/:id", getJob(deps));
}
