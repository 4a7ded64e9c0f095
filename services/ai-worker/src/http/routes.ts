import { endpoints } from "@atelier/contracts";
import type { Router } from "express";
import { createObjectStorage, createUploadQuota, declareRoutes, Queues, runServiceOutbox, staff, type ServiceDeps, studioPolicyReader } from "@atelier/kit";
import { aiRecords } from "../access/records";
import type { AiServiceConfig } from "../config";
import { extractItemsRoute } from "./extract-items";
import { generateProjectImages, generateRoomImages } from "./generate-images";
import { getJob } from "./get-job";
import { transcribeRoute } from "./transcribe";

/** Every route of the AI service, each with its access rule: each starts a job or reports on one. */
export function routes(router: Router, deps: ServiceDeps<AiServiceConfig>): void {
  const storage = createObjectStorage(deps.config);
  runServiceOutbox(deps, new Queues(deps.redis));
  const withMedia = { ...deps, storage, quota: createUploadQuota(deps.config, deps.redis, storage) };
  const declared = declareRoutes(router, studioPolicyReader(deps.prisma));
  const records = aiRecords(deps.prisma);
  declared.serve(endpoints.transcribeRecording, staff(), transcribeRoute(withMedia, records));
  declared.serve(endpoints.extractItems, staff(), extractItemsRoute(withMedia, records));
  declared.serve(endpoints.generateRoomImages, staff(records.room, "roomId"), generateRoomImages(withMedia));
  declared.serve(endpoints.generateProjectImages, staff(records.project, "projectId"), generateProjectImages(withMedia));
  declared.serve(endpoints.job, staff(records.job), getJob());
}
