import type { RequestHandler } from "express";
import { findStudioRoom, idParam, staffOf } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { toVoiceNoteResponse } from "./voice-note-response";

/** GET /api/rooms/:id/voice-notes: the room's site notes, newest first, each with its recording to listen to again. */
export function listVoiceNotes({ prisma, storage }: MediaDeps): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const room = await findStudioRoom(prisma, studioId, idParam(req.params.id, "Room"));
    const notes = await prisma.voiceNote.findMany({
      where: { roomId: room.id },
      orderBy: { createdAt: "desc" },
      include: { _count: { select: { items: true } } },
    });
    res.json(await Promise.all(notes.map((note) => toVoiceNoteResponse(storage, note, note._count.items))));
  };
}
