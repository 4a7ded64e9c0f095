import type { Router } from "express";
import { createObjectStorage, createUploadQuota, Queues, type ServiceDeps } from "@atelier/kit";
import type { AiServiceConfig } from "../config";
import { extractItemsRoute } from "./extract-items";
import { generateProjectImages, generateRoomImages } from "./generate-images";
import { getJob } from "./get-job";
import { transcribeRoute } from "./transcribe";

/** The recording upload is multipart, not JSON. */
export const nonJsonPaths = [/^\/api\/voice\/transcribe$/];

/** Every route of the AI service: each starts a job or reports on one. */
export function routes(router: Router, deps: ServiceDeps<AiServiceConfig>): void {
  const storage = createObjectStorage(deps.config);
  const withMedia = { ...deps, storage, queues: new Queues(deps.redis), quota: createUploadQuota(deps.config, deps.redis, storage) };
  router.post("/api/voice/transcribe", transcribeRoute(withMedia));
  router.post("/api/voice/extract-items", extractItemsRoute(withMedia));
  router.post("/api/rooms/:roomId/generate-images", generateRoomImages(withMedia));
  router.post("/api/projects/:projectId/generate-images", generateProjectImages(withMedia));
  router.get("/api/jobs/:id", getJob(deps));
}
