import { UnrecoverableError } from "bullmq";
import { saveVoiceNoteRequestSchema, type voiceNoteHeardEvent, type VoicePipelineResult } from "@atelier/contracts";
import type { JobDiscard, JobHandler } from "@atelier/kit";
import { recordVoiceNote, savedVoiceNoteOf, voiceNoteKeyOf } from "../voice-notes/record-voice-note";
import type { ProjectsWorkerDeps } from "./worker-deps";

/**
 * A recording the AI worker heard: saved as the room's voice note with its confident items, under the
 * voice-note job's id, so a second delivery answers the same note. Its result completes that job.
 */
export const saveHeardVoiceNote =
  ({ prisma, storage, changes }: ProjectsWorkerDeps): JobHandler<typeof voiceNoteHeardEvent.payload> =>
  async ({ roomId, recordingKey, transcript, duration, items }, context) => {
    const room = await prisma.room.findFirst({ where: { id: roomId, project: { studioId: context.owner.studioId } }, select: { projectId: true } });
    if (!room) throw new UnrecoverableError("The room no longer exists");
    const input = saveVoiceNoteRequestSchema.parse({ transcript, extractedData: { items }, duration, recordingKey });
    const idempotencyKey = voiceNoteKeyOf(context.owner.studioId, context.jobId);
    const { note, created } = await recordVoiceNote(prisma, { roomId, input, idempotencyKey, userId: context.owner.userId });
    if (created) changes.announce(room.projectId, "voice-notes", note.id);
    const saved = await savedVoiceNoteOf(storage, prisma, note, input.extractedData.items);
    return { ...saved, transcription: { text: transcript, duration } } satisfies VoicePipelineResult;
  };

/** A note that could not be saved for good leaves its recording of no use: removed, unless a note was saved with it after all. */
export const discardUnsavedRecording =
  ({ prisma, storage }: ProjectsWorkerDeps): JobDiscard<typeof voiceNoteHeardEvent.payload> =>
  async ({ recordingKey }) => {
    if (await prisma.voiceNote.findFirst({ where: { audioObjectKey: recordingKey }, select: { id: true } })) return;
    await storage.remove([recordingKey]);
  };
