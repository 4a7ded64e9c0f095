import { AUTO_ADD_CONFIDENCE, roomItemFromExtracted, type ExtractedItem, type SavedVoiceNote, type SaveVoiceNoteInput } from "@atelier/contracts";
import { Prisma, type Notification, type PrismaClient, type VoiceNote } from "@atelier/db";
import { studioToday, type ObjectStorage } from "@atelier/kit";
import { toItemResponse } from "../items/item-response";
import { writeNotifications, type NotificationDraft } from "../notifications/write-notifications";
import { itemCountsOf, KEPT_REASON_FIELDS } from "./undoable-items";
import { toVoiceNoteResponse } from "./voice-note-response";
import { itemsChange, recordVoiceNoteActivity } from "./voice-note-activity";

const isConfident = (item: ExtractedItem) => item.confidence > AUTO_ADD_CONFIDENCE;

export interface VoiceNoteToRecord {
  roomId: string;
  input: SaveVoiceNoteInput;
  /** Scoped to the studio; a second save under the same key finds the first note instead of adding one. */
  idempotencyKey: string | null;
  userId: string | null;
  /** The notification the note's saving makes, given how many items it added: written in the note's transaction. */
  notification?: (addedItems: number) => NotificationDraft;
}

interface RecordedNote {
  note: VoiceNote;
  /** The notifications written with it, to deliver once the transaction has committed. */
  notifications: Notification[];
}

/** The note, the confident items and its notification in one transaction; null when another save took this key first. */
async function createNoteWithItems(prisma: PrismaClient, { roomId, input, idempotencyKey, userId, notification }: VoiceNoteToRecord): Promise<RecordedNote | null> {
  try {
    return await prisma.$transaction(async (tx) => {
      const note = await tx.voiceNote.create({
        data: {
          roomId,
          transcript: input.transcript,
          extractedData: input.extractedData,
          duration: input.duration,
          audioObjectKey: input.recordingKey ?? null,
          idempotencyKey,
          createdById: userId,
        },
      });
      const confident = input.extractedData.items.filter(isConfident);
      const added = await tx.roomItem.createMany({
        data: confident.map((item) => ({
          ...roomItemFromExtracted(item),
          roomId,
          voiceNoteId: note.id,
          source: "voice" as const,
          aiConfidence: item.confidence,
          costFromCatalogue: true,
        })),
      });
      await recordVoiceNoteActivity(tx, { id: note.id, roomId }, "created", itemsChange("Items added", confident.map((item) => item.name)));
      return { note, notifications: notification ? await writeNotifications(tx, notification(added.count)) : [] };
    });
  } catch (error) {
    if (idempotencyKey && error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return null;
    throw error;
  }
}

/**
 * Saves a voice note and adds the items extracted with confidence above 0.8 to its room (spec section 5),
 * once per idempotency key: `sameAs` checks a note found under the key before it is answered.
 */
export async function recordVoiceNote(
  prisma: PrismaClient,
  note: VoiceNoteToRecord,
  sameAs: (saved: VoiceNote) => void = () => {},
): Promise<{ note: VoiceNote; created: boolean; notifications: Notification[] }> {
  const findSaved = async () => {
    const saved = note.idempotencyKey ? await prisma.voiceNote.findUnique({ where: { idempotencyKey: note.idempotencyKey } }) : null;
    if (saved) sameAs(saved);
    return saved;
  };
  const earlier = await findSaved();
  if (earlier) return { note: earlier, created: false, notifications: [] };
  const created = await createNoteWithItems(prisma, note);
  return created ? { ...created, created: true } : { note: (await findSaved())!, created: false, notifications: [] };
}

/** The saved note with the items it added (their costs only for one who `seesCosts`), and the less confident ones left as suggestions. */
export async function savedVoiceNoteOf(
  storage: ObjectStorage,
  prisma: PrismaClient,
  studioId: string,
  note: VoiceNote,
  extracted: ExtractedItem[],
  seesCosts: boolean,
): Promise<SavedVoiceNote> {
  const added = await prisma.roomItem.findMany({ where: { voiceNoteId: note.id }, orderBy: { createdAt: "asc" }, include: { _count: KEPT_REASON_FIELDS._count } });
  const today = await studioToday(prisma, studioId);
  return {
    voiceNote: await toVoiceNoteResponse(storage, note, itemCountsOf(added)),
    addedItems: added.map((item) => toItemResponse(item, today, seesCosts)),
    suggestedItems: extracted.filter((item) => !isConfident(item)),
  };
}

/** A key chosen by the client (or the job that heard the note), scoped to the studio so one studio's keys never meet another's. */
export const voiceNoteKeyOf = (studioId: string, key: string) => `${studioId}:${key}`;
