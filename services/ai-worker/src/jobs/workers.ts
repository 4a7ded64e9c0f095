import type { Worker } from "bullmq";
import { startJobWorker, type JobDefinition, type JobHandler } from "@atelier/kit";
import type { z } from "zod";
import { AI_QUEUE, extractItemsJob, generateImagesJob, thumbnailJob, transcribeJob, voiceNoteJob } from "./definitions";
import { handleExtractItems } from "./extract-items";
import { handleGenerateImages } from "./generate-images";
import type { AiJobDeps } from "./job-deps";
import { handleThumbnail } from "./thumbnail";
import { handleTranscribe } from "./transcribe";
import { handleVoiceNote } from "./voice-note";

const handler = <P extends z.ZodType>(definition: JobDefinition<P>, handle: JobHandler<P>) => ({
  definition: definition as JobDefinition,
  handle: handle as JobHandler<z.ZodType>,
});

/** Every AI job this process handles, on the AI queue. */
export function startAiWorkers(deps: AiJobDeps, options: { concurrency?: number; lockSeconds?: number } = {}): Worker[] {
  const handlers = [
    handler(extractItemsJob, handleExtractItems(deps)),
    handler(transcribeJob, handleTranscribe(deps)),
    handler(voiceNoteJob, handleVoiceNote(deps)),
    handler(generateImagesJob, handleGenerateImages(deps)),
    handler(thumbnailJob, handleThumbnail(deps)),
  ];
  return [startJobWorker(AI_QUEUE, handlers, deps, options)];
}
