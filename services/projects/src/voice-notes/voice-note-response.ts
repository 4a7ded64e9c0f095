import type { VoiceNote } from "@atelier/contracts";
import type { VoiceNote as VoiceNoteRow } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";
import { IMAGE_URL_SECONDS } from "../images/image-response";
import { toNumber } from "../db-values";

export async function toVoiceNoteResponse(
  storage: ObjectStorage,
  note: VoiceNoteRow,
  counts: Pick<VoiceNote, "itemCount" | "undoableItemCount">,
): Promise<VoiceNote> {
  return {
    id: note.id,
    roomId: note.roomId,
    transcript: note.transcript,
    duration: toNumber(note.duration),
    recordingUrl: note.audioObjectKey ? await storage.downloadUrl(note.audioObjectKey, IMAGE_URL_SECONDS) : null,
    ...counts,
    createdAt: note.createdAt.toISOString(),
  };
}
