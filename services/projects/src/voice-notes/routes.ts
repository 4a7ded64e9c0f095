import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { MediaDeps } from "../config";
import { listVoiceNotes } from "./list-voice-notes";
import { saveVoiceNote } from "./save-voice-note";
import { undoVoiceNoteItemsRoute } from "./undo-voice-note-items-route";

export function voiceNoteRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: MediaDeps): void {
  routes.post("/api/rooms/:roomId/voice-notes", staff(records.room, "roomId"), saveVoiceNote(deps));
  routes.get("/api/rooms/:id/voice-notes", staff(records.room), listVoiceNotes(deps));
  routes.delete("/api/voice-notes/:voiceNoteId/items", staff(records.voiceNote, "voiceNoteId"), undoVoiceNoteItemsRoute(deps));
}
