import type { Router } from "express";
import { createObjectStorage, createUploadQuota, declareRoutes, Queues, serviceOutbox, staff, type ServiceDeps } from "@atelier/kit";
import { aiRecords } from "../access/records";
import type { AiServiceConfig } from "../config";
import { extractItemsRoute } from "./extract-items";
import { generateProjectImages, generateRoomImages } from "./generate-images";
import { getJob } from "./get-job";
import { transcribeRoute } from "./transcribe";

/** The recording upload is multipart, not JSON. */
export const nonJsonPaths = [/^\/api\/voice\/transcribe$/];

/** Every route of the AI service, each with its access rule: each starts a job or reports on one. */
export function routes(router: Router, deps: ServiceDeps<AiServiceConfig>): void {
  const storage = createObjectStorage(deps.config);
  const outbox = serviceOutbox(deps, new Queues(deps.redis));
  const withMedia = { ...deps, storage, outbox, quota: createUploadQuota(deps.config, deps.redis, storage) };
  const declared = declareRoutes(router);
  const records = aiRecords(deps.prisma);
  declared.post("/api/voice/transcribe", staff(), transcribeRoute(withMedia, records));
  declared.post("/api/voice/extract-items", staff(), extractItemsRoute(withMedia, records));
  declared.post("/api/rooms/:roomId/generate-images", staff(records.room, "roomId"), generateRoomImages(withMedia));
  declared.post("/api/projects/:projectId/generate-images", staff(records.project, "projectId"), generateProjectImages(withMedia));
  declared.get("/api/jobs/:id", staff(records.job), getJob());
}
