import type { JobDiscard } from "@atelier/kit";
import type { z } from "zod";
import type { AiJobDeps } from "./job-deps";

/**
 * After a transcription or voice-note job failed for good, its uploaded recording is of no use:
 * remove it, unless a voice note was saved with it after all.
 */
export const discardRecording =
  ({ prisma, storage }: AiJobDeps): JobDiscard<z.ZodType<{ recordingKey: string }>> =>
  async ({ recordingKey }) => {
    if (await prisma.voiceNote.findFirst({ where: { audioObjectKey: recordingKey }, select: { id: true } })) return;
    await storage.remove([recordingKey]);
  };
