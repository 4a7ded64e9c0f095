import type { Room } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { itemCountsOf, KEPT_REASON_FIELDS } from "./undoable-items";
import { toVoiceNoteResponse } from "./voice-note-response";

/** GET /api/rooms/:id/voice-notes: the room's site notes, newest first, each with its recording to listen to again. */
export function listVoiceNotes({ prisma, storage }: MediaDeps): AccessHandler<Staff, Room> {
  return async (_req, res, { record: room }) => {
    const notes = await prisma.voiceNote.findMany({
      where: { roomId: room.id },
      orderBy: { createdAt: "desc" },
      include: { items: { select: KEPT_REASON_FIELDS } },
    });
    res.json(await Promise.all(notes.map((note) => toVoiceNoteResponse(storage, note, itemCountsOf(note.items)))));
  };
}
