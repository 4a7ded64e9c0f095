import { generateImagesRequestSchema } from "../images";
import { jobAcceptedSchema, jobSchema } from "../jobs";
import { extractItemsRequestSchema } from "../voice";
import { multipartSchema, ownedBy, UNRECORDED } from "./route";

/** Recordings, extraction and concept images, each started as a job, and the jobs themselves. */
export const aiWorkerEndpoints = ownedBy("ai-worker", {
  /** Starts the "generate-images" job, whose result is a GeneratedImagesResult. */
  generateRoomImages: {
    method: "POST",
    path: "/api/rooms/:roomId/generate-images", access: "staff", permission: "work.write", unrecorded: UNRECORDED.recordedByJob,
    request: generateImagesRequestSchema,
    response: jobAcceptedSchema,
  },
  /** A recording and its roomId; starts the "voice-note" job, whose result is a VoicePipelineResult. */
  transcribeRecording: { method: "POST", path: "/api/voice/transcribe", access: "staff", permission: "work.write", upload: "multipart", request: multipartSchema, response: jobAcceptedSchema, unrecorded: UNRECORDED.recordedByJob },
  job: { method: "GET", path: "/api/jobs/:jobId", access: "staff", permission: "work.read", response: jobSchema },
  /** Starts the "extract-items" job on a transcript, whose result is the items found. */
  extractItems: { method: "POST", path: "/api/voice/extract-items", access: "staff", permission: "work.write", request: extractItemsRequestSchema, response: jobAcceptedSchema, unrecorded: UNRECORDED.recordedByJob },
  /** Starts the "generate-images" job for a project's concept. */
  generateProjectImages: {
    method: "POST",
    path: "/api/projects/:projectId/generate-images",
    access: "staff", permission: "work.write", unrecorded: UNRECORDED.recordedByJob,
    request: generateImagesRequestSchema,
    response: jobAcceptedSchema,
  },
});
