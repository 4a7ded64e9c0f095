import { UnrecoverableError } from "bullmq";
import { voiceNoteHeardEvent, type voiceNoteJob } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import type { AiJobDeps } from "./job-deps";
import { roomItemNames } from "./room-item-names";
import { transcribeRecording } from "./transcribe";

/**
 * Transcribe → extract, then hand over to the projects service, which owns voice notes and items: it
 * saves the note with its confident items under this job's id and completes the job with what it saved.
 * The extractor is given how surely each word was heard, so an item read from misheard words is offered
 * rather than added.
 */
export const handleVoiceNote =
  (deps: AiJobDeps): JobHandler<typeof voiceNoteJob.payload> =>
  async ({ recordingKey, roomId }, context) => {
    const room = await deps.prisma.room.findUnique({ where: { id: roomId }, select: { name: true } });
    if (!room) throw new UnrecoverableError("The room no longer exists");
    const transcription = await transcribeRecording(deps, recordingKey, context);
    await context.progress(60, "Extracting items");
    const items = await deps.providers.extractItems(transcription.text, {
      roomName: room.name,
      itemNames: await roomItemNames(deps.prisma, roomId),
      heardWords: transcription.words,
    });
    await context.progress(80, "Saving to the room");
    return context.handOver(voiceNoteHeardEvent, { roomId, recordingKey, transcript: transcription.text, duration: transcription.duration, items });
  };
