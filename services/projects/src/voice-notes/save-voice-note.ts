import type { Endpoints } from "@atelier/contracts";
import type { Room } from "@atelier/db";
import { changedNothing, HttpError, type RouteHandler, type Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { recordVoiceNote, savedVoiceNoteOf, voiceNoteKeyOf } from "./record-voice-note";
import { assertStudioRecording } from "./recording-key";
import { isSameRequest } from "./same-request";

function idempotencyKeyOf(header: string | undefined, studioId: string): string | null {
  if (header === undefined) return null;
  if (!/^[\w-]{8,100}$/.test(header)) throw new HttpError(400, "Idempotency-Key must be 8 to 100 letters, digits, - or _");
  return voiceNoteKeyOf(studioId, header);
}

/**
 * POST /api/rooms/:roomId/voice-notes: saves the note and its confident items; the others come back
 * as suggestions. With an Idempotency-Key, a repeated request (a retry, a double click) answers the
 * note already saved; the key sent with another room or body is refused, never answered with the other note.
 */
export function saveVoiceNote({ prisma, storage, changes }: MediaDeps): RouteHandler<Endpoints["saveVoiceNote"], Staff, Room> {
  return async (req, res, { caller: { studioId, userId }, record: room, body: input, seesCosts }) => {
    await assertStudioRecording(storage, studioId, input.recordingKey);
    const idempotencyKey = idempotencyKeyOf(req.get("idempotency-key"), studioId);
    const { note, created } = await recordVoiceNote(prisma, { roomId: room.id, input, idempotencyKey, userId }, (saved) => {
      if (!isSameRequest(saved, room.id, input)) throw new HttpError(422, "This Idempotency-Key was already used for a different voice note");
    });
    if (created) changes.announce(room.projectId, "voice-notes", note.id);
    else changedNothing();
    res.status(created ? 201 : 200).json(await savedVoiceNoteOf(storage, prisma, studioId, note, input.extractedData.items, await seesCosts()));
  };
}
