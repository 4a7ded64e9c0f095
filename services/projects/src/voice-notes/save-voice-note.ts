import {
  AUTO_ADD_CONFIDENCE,
  roomItemFromExtracted,
  saveVoiceNoteRequestSchema,
  type ExtractedItem,
  type SavedVoiceNote,
  type SaveVoiceNoteInput,
} from "@atelier/contracts";
import { Prisma, type PrismaClient, type Room, type VoiceNote } from "@atelier/db";
import { HttpError, parseInput, type AccessHandler, type ObjectStorage, type Staff } from "@atelier/kit";
import type { MediaDeps } from "../config";
import { toItemResponse } from "../items/item-response";
import { assertStudioRecording } from "./recording-key";
import { isSameRequest } from "./same-request";
import { toVoiceNoteResponse } from "./voice-note-response";

/** A client-chosen key, scoped to the studio so one studio's keys can never meet another's. */
function idempotencyKeyOf(header: string | undefined, studioId: string): string | null {
  if (header === undefined) return null;
  if (!/^[\w-]{8,100}$/.test(header)) throw new HttpError(400, "Idempotency-Key must be 8 to 100 letters, digits, - or _");
  return `${studioId}:${header}`;
}

const isConfident = (item: ExtractedItem) => item.confidence > AUTO_ADD_CONFIDENCE;

/** The note and the confident items in one transaction; null when another request saved this key first. */
async function createNoteWithItems(prisma: PrismaClient, room: Room, input: SaveVoiceNoteInput, idempotencyKey: string | null, userId: string) {
  try {
    return await prisma.$transaction(async (tx) => {
      const note = await tx.voiceNote.create({
        data: {
          roomId: room.id,
          transcript: input.transcript,
          extractedData: input.extractedData,
          duration: input.duration,
          audioObjectKey: input.recordingKey ?? null,
          idempotencyKey,
          createdById: userId,
        },
      });
      await tx.roomItem.createMany({
        data: input.extractedData.items.filter(isConfident).map((item) => ({
          ...roomItemFromExtracted(item),
          roomId: room.id,
          voiceNoteId: note.id,
          source: "voice" as const,
          aiConfidence: item.confidence,
        })),
      });
      return note;
    });
  } catch (error) {
    if (idempotencyKey && error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return null;
    throw error;
  }
}

async function savedResponse(storage: ObjectStorage, prisma: PrismaClient, note: VoiceNote, extracted: ExtractedItem[]): Promise<SavedVoiceNote> {
  const added = await prisma.roomItem.findMany({ where: { voiceNoteId: note.id }, orderBy: { createdAt: "asc" } });
  return {
    voiceNote: await toVoiceNoteResponse(storage, note, added.length),
    addedItems: added.map(toItemResponse),
    suggestedItems: extracted.filter((item) => !isConfident(item)),
  };
}

/**
 * POST /api/rooms/:roomId/voice-notes: saves the note and adds the items extracted with confidence
 * above 0.8 to the room (spec section 5); the others come back as suggestions. With an
 * Idempotency-Key, a repeated request (a retry, a double click) answers the note already saved;
 * the key sent with another room or body is refused, never answered with the other note.
 */
export function saveVoiceNote({ prisma, storage }: MediaDeps): AccessHandler<Staff, Room> {
  return async (req, res, { caller: { studioId, userId }, record: room }) => {
    const input = parseInput(saveVoiceNoteRequestSchema, req.body);
    await assertStudioRecording(storage, studioId, input.recordingKey);
    const idempotencyKey = idempotencyKeyOf(req.get("idempotency-key"), studioId);
    const findSaved = async () => {
      const saved = idempotencyKey ? await prisma.voiceNote.findUnique({ where: { idempotencyKey } }) : null;
      if (saved && !isSameRequest(saved, room.id, input)) throw new HttpError(422, "This Idempotency-Key was already used for a different voice note");
      return saved;
    };

    const created = (await findSaved()) ? null : await createNoteWithItems(prisma, room, input, idempotencyKey, userId);
    const note = created ?? (await findSaved());
    res.status(created ? 201 : 200).json(await savedResponse(storage, prisma, note!, input.extractedData.items));
  };
}
