import type { Router } from "express";
import type { MediaDeps } from "../config";
import { listVoiceNotes } from "./list-voice-notes";
import { saveVoiceNote } from "./save-voice-note";

export function voiceNoteRoutes(router: Router, deps: MediaDeps): void {
  router.post("/api/rooms/:roomId/voice-notes", saveVoiceNote(deps));
  router.get("/api/rooms/:id/voice-notes", listVoiceNotes(deps));
}
