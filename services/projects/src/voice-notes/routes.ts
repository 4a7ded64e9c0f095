import type { Router } from "express";
import type { ServiceDeps } from "@atelier/kit";
import { saveVoiceNote } from "./save-voice-note";

export function voiceNoteRoutes(router: Router, deps: ServiceDeps<unknown>): void {
  router.post("/api/rooms/:roomId/voice-notes", saveVoiceNote(deps));
}
