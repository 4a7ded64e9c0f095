import type { AccessHandler, Staff } from "@atelier/kit";
import type { VoiceNoteOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";
import { undoVoiceNoteItems } from "./undo-voice-note-items";

/** DELETE /api/voice-notes/:voiceNoteId/items: what was removed and what was kept, with why. */
export function undoVoiceNoteItemsRoute(deps: ProjectsDeps): AccessHandler<Staff, VoiceNoteOfProject> {
  return async (_req, res, { record: note }) => {
    res.json(await undoVoiceNoteItems(deps, note));
  };
}
