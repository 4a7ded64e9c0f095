import { UnrecoverableError } from "bullmq";
import { saveVoiceNoteRequestSchema, type voiceNoteHeardEvent, type VoicePipelineResult } from "@atelier/contracts";
import { memberSeesCosts, type JobDiscard, type JobHandler } from "@atelier/kit";
import { recordVoiceNote, savedVoiceNoteOf, voiceNoteKeyOf } from "../voice-notes/record-voice-note";
import type { NotificationDraft } from "../notifications/write-notifications";
import type { ProjectsWorkerDeps } from "./worker-deps";

interface HeardRoom {
  id: string;
  name: string;
  projectId: string;
  project: { studioId: string; title: string };
}

/** The recorder hears that their note was processed, and how many of its items went into the room. */
const processedNotification = (room: HeardRoom, userId: string, dedupeKey: string) => (added: number): NotificationDraft => ({
  studioId: room.project.studioId,
  userIds: [userId],
  kind: "voice_note_processed",
  projectId: room.projectId,
  title: "Voice note processed",
  message: `${added} ${added === 1 ? "item" : "items"} added to ${room.name} in ${room.project.title}.`,
  link: `/rooms/${room.id}`,
  dedupeKey,
});

/**
 * A recording the AI worker heard: saved as the room's voice note with its confident items, under the
 * voice-note job's id, so a second delivery answers the same note. Its result completes that job.
 */
export const saveHeardVoiceNote =
  ({ prisma, storage, changes, notifier }: ProjectsWorkerDeps): JobHandler<typeof voiceNoteHeardEvent.payload> =>
  async ({ roomId, recordingKey, transcript, duration, items }, context) => {
    const room = await prisma.room.findFirst({
      where: { id: roomId, project: { studioId: context.owner.studioId } },
      select: { id: true, name: true, projectId: true, project: { select: { studioId: true, title: true } } },
    });
    if (!room) throw new UnrecoverableError("The room no longer exists");
    const input = saveVoiceNoteRequestSchema.parse({ transcript, extractedData: { items }, duration, recordingKey });
    const idempotencyKey = voiceNoteKeyOf(context.owner.studioId, context.jobId);
    const { userId } = context.owner;
    const dedupeKey = `voice-note:${context.jobId}`;
    const notification = userId ? processedNotification(room, userId, dedupeKey) : undefined;
    const { note, created, notifications } = await recordVoiceNote(prisma, { roomId, input, idempotencyKey, userId, ...(notification ? { notification } : {}) });
    if (created) changes.announce(room.projectId, "voice-notes", note.id);
    if (notification) await notifier.deliver(notifications, dedupeKey);
    // The result is read by the member who recorded the note: with the costs only they may see.
    const seesCosts = userId ? await memberSeesCosts(prisma, userId) : false;
    const saved = await savedVoiceNoteOf(storage, prisma, context.owner.studioId, note, input.extractedData.items, seesCosts);
    return { ...saved, transcription: { text: transcript, duration } } satisfies VoicePipelineResult;
  };

/** A note that could not be saved for good leaves its recording of no use: removed, unless a note was saved with it after all. */
export const discardUnsavedRecording =
  ({ prisma, storage }: ProjectsWorkerDeps): JobDiscard<typeof voiceNoteHeardEvent.payload> =>
  async ({ recordingKey }) => {
    if (await prisma.voiceNote.findFirst({ where: { audioObjectKey: recordingKey }, select: { id: true } })) return;
    await storage.remove([recordingKey]);
  };
