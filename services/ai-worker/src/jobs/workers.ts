import type { Worker } from "bullmq";
import { startJobWorker, type JobDefinition, type JobDiscard, type JobHandler, type JobHandlerEntry } from "@atelier/kit";
import type { z } from "zod";
import { AI_QUEUE, extractItemsJob, generateImagesJob, thumbnailJob, transcribeJob, voiceNoteJob } from "./definitions";
import { discardRecording } from "./discard-recording";
import { handleExtractItems } from "./extract-items";
import { handleGenerateImages } from "./generate-images";
import type { AiJobDeps } from "./job-deps";
import { handleThumbnail } from "./thumbnail";
import { handleTranscribe } from "./transcribe";
import { handleVoiceNote } from "./voice-note";

const handler = <P extends z.ZodType>(definition: JobDefinition<P>, handle: JobHandler<P>, discard?: JobDiscard<P>): JobHandlerEntry => ({
  definition: definition as JobDefinition,
  handle: handle as JobHandler<z.ZodType>,
  discard: discard as JobDiscard<z.ZodType> | undefined,
});

/** Every AI job this process handles, on the AI queue. */
export function startAiWorkers(deps: AiJobDeps, options: { concurrency?: number; lockSeconds?: number } = {}): Worker[] {
  const handlers = [
    handler(extractItemsJob, handleExtractItems(deps)),
    handler(transcribeJob, handleTranscribe(deps), discardRecording(deps)),
    handler(voiceNoteJob, handleVoiceNote(deps), discardRecording(deps)),
    handler(generateImagesJob, handleGenerateImages(deps)),
    handler(thumbnailJob, handleThumbnail(deps)),
  ];
  return [startJobWorker(AI_QUEUE, handlers, deps, options)];
}
