import { UnrecoverableError } from "bullmq";
import { savedVoiceNoteSchema, type SaveVoiceNoteRequest, type SavedVoiceNote } from "@atelier/contracts";
import { signIdentity, type JobOwner } from "@atelier/kit";

export interface ProjectsClient {
  /** Saves through the projects service, which owns voice notes and items; the key makes a retry answer the same note. */
  saveVoiceNote(owner: JobOwner, roomId: string, note: SaveVoiceNoteRequest, idempotencyKey: string): Promise<SavedVoiceNote>;
}

const TIMEOUT_MS = 15_000;

/** Calls the projects service directly, signed as the designer who started the job. */
export function createProjectsClient(baseUrl: string, internalSecret: string): ProjectsClient {
  return {
    async saveVoiceNote(owner, roomId, note, idempotencyKey) {
      const path = `/api/rooms/${roomId}/voice-notes`;
      const identity = {
        requestId: idempotencyKey,
        userId: owner.userId,
        studioId: owner.studioId,
        portalProjectId: null,
        portalTokenId: null,
        ip: "127.0.0.1",
        userAgent: "atelier-ai-worker",
      };
      const response = await fetch(`${baseUrl}${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/json", "Idempotency-Key": idempotencyKey, ...signIdentity(internalSecret, identity, "POST", path) },
        body: JSON.stringify(note),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      // A 4xx will not change on a retry (the room was deleted, say); a 5xx might.
      if (response.status >= 400 && response.status < 500) throw new UnrecoverableError(`Could not save the voice note: ${response.status} ${text}`);
      if (!response.ok) throw new Error(`Could not save the voice note: ${response.status} ${text}`);
      return savedVoiceNoteSchema.parse(JSON.parse(text));
    },
  };
}
