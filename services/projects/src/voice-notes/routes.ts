import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { ProjectRecords } from "../access/records";
import type { MediaDeps } from "../config";
import { listVoiceNotes } from "./list-voice-notes";
import { saveVoiceNote } from "./save-voice-note";
import { undoVoiceNoteItemsRoute } from "./undo-voice-note-items-route";

export function voiceNoteRoutes(routes: DeclaredRoutes, records: ProjectRecords, deps: MediaDeps): void {
  routes.serve(endpoints.saveVoiceNote, staff(records.room, "roomId"), saveVoiceNote(deps));
  routes.serve(endpoints.roomVoiceNotes, staff(records.room), listVoiceNotes(deps));
  routes.serve(endpoints.undoVoiceNoteItems, staff(records.voiceNote, "voiceNoteId"), undoVoiceNoteItemsRoute(deps));
}
