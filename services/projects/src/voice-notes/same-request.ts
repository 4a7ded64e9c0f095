import { isDeepStrictEqual } from "node:util";
import type { SaveVoiceNoteInput } from "@atelier/contracts";
import { Prisma, type VoiceNote } from "@atelier/db";

/**
 * Whether the note saved under an Idempotency-Key came from this same request: the same room and
 * the same body as parsed (stored JSON keeps no key order, so compared as values; the duration as the two decimals kept).
 */
export function isSameRequest(note: VoiceNote, roomId: string, input: SaveVoiceNoteInput): boolean {
  return (
    note.roomId === roomId &&
    note.transcript === input.transcript &&
    note.audioObjectKey === (input.recordingKey ?? null) &&
    note.duration !== null &&
    note.duration.equals(new Prisma.Decimal(input.duration).toDecimalPlaces(2)) &&
    isDeepStrictEqual(note.extractedData, JSON.parse(JSON.stringify(input.extractedData)))
  );
}
