import { conceptsRenderedEvent, pruneOutboxJob, thumbnailMadeEvent, voiceNoteHeardEvent } from "@atelier/contracts";
import { createObjectStorage, createProjectChanges, declareWork, onEvent, pruneOutbox, scheduleJob } from "@atelier/kit";
import { projectsWorkerConfigSchema } from "../config";
import { keepRenderedConcepts } from "./concepts-rendered";
import { attachMadeThumbnail } from "./thumbnail-made";
import { discardUnsavedRecording, saveHeardVoiceNote } from "./voice-note-heard";
import type { ProjectsWorkerDeps } from "./worker-deps";

const PRUNE_EVERY_MS = 24 * 3600 * 1000;

/** What the projects service's worker processes (src/worker.ts) do: keep what other services made, and housekeeping. */
export const projectsWork = declareWork({
  service: "projects",
  configSchema: projectsWorkerConfigSchema,
  deps: (base, config): ProjectsWorkerDeps => ({ ...base, storage: createObjectStorage(config), changes: createProjectChanges(base.connection, base.logger) }),
  jobs: () => [],
  events: (deps) => [
    onEvent(voiceNoteHeardEvent, saveHeardVoiceNote(deps), discardUnsavedRecording(deps)),
    onEvent(conceptsRenderedEvent, keepRenderedConcepts(deps)),
    onEvent(thumbnailMadeEvent, attachMadeThumbnail(deps)),
  ],
  schedules: ({ prisma, logger }) => [
    scheduleJob(pruneOutboxJob, PRUNE_EVERY_MS, async () => {
      const removed = await pruneOutbox(prisma);
      logger.info({ removed }, "pruned the outbox");
      return { removed };
    }),
  ],
});
