import { UnrecoverableError } from "bullmq";
import type { voiceNoteJob, VoicePipelineResult } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import type { AiJobDeps } from "./job-deps";
import { transcribeRecording } from "./transcribe";

/**
 * Transcribe → extract → save the note with its confident items. The note is saved under the job's
 * id as its idempotency key, so a retried or duplicated job never adds a second note or item.
 */
export const handleVoiceNote =
  (deps: AiJobDeps): JobHandler<typeof voiceNoteJob.payload> =>
  async ({ recordingKey, roomId }, context) => {
    const room = await deps.prisma.room.findUnique({ where: { id: roomId }, select: { name: true } });
    if (!room) throw new UnrecoverableError("The room no longer exists");
    const transcription = await transcribeRecording(deps, recordingKey, context);
    await context.progress(60, "Extracting items");
    const items = await deps.providers.extractItems(transcription.text, { roomName: room.name });
    await context.progress(80, "Saving to the room");
    const saved = await deps.projects.saveVoiceNote(
      context.owner,
      roomId,
      { transcript: transcription.text, extractedData: { items }, duration: transcription.duration, recordingKey },
      context.jobId,
    );
    return { ...saved, transcription } satisfies VoicePipelineResult;
  };
