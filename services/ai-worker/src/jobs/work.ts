import { createObjectStorage, declareWork, handleJob, scheduleJob } from "@atelier/kit";
import { extractItemsJob, generateImagesJob, sweepAbandonedUploadsJob, thumbnailJob, transcribeJob, voiceNoteJob } from "@atelier/contracts";
import { aiWorkerConfigSchema } from "../config";
import { sweepAbandonedUploads } from "../maintenance/sweep-abandoned-uploads";
import { chooseProviders } from "../providers";
import { discardRecording } from "./discard-recording";
import { handleExtractItems } from "./extract-items";
import { handleGenerateImages } from "./generate-images";
import type { AiJobDeps } from "./job-deps";
import { handleThumbnail } from "./thumbnail";
import { handleTranscribe } from "./transcribe";
import { handleVoiceNote } from "./voice-note";

const SWEEP_EVERY_MS = 3600 * 1000;

/** Every AI job and the upload sweep, run by src/worker.ts processes. */
export const aiWork = declareWork({
  service: "ai-worker",
  configSchema: aiWorkerConfigSchema,
  deps: (base, config): AiJobDeps => ({
    ...base,
    providers: chooseProviders(config),
    storage: createObjectStorage(config),
  }),
  events: () => [],
  jobs: (deps) => [
    handleJob(extractItemsJob, handleExtractItems(deps)),
    handleJob(transcribeJob, handleTranscribe(deps), discardRecording(deps)),
    handleJob(voiceNoteJob, handleVoiceNote(deps), discardRecording(deps)),
    handleJob(generateImagesJob, handleGenerateImages(deps)),
    handleJob(thumbnailJob, handleThumbnail(deps)),
  ],
  schedules: ({ prisma, storage, logger }) => [
    scheduleJob(sweepAbandonedUploadsJob, SWEEP_EVERY_MS, async () => {
      const removed = await sweepAbandonedUploads(prisma, storage);
      logger.info({ removed }, "swept abandoned uploads");
      return { removed };
    }),
  ],
});
