import { endpoints, RECORDING_LIMITS } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

/**
 * Sends a site-visit recording to be transcribed, its items extracted and the voice note saved in the
 * room; the answer is the "voice-note" job to follow, whose result is a VoicePipelineResult. Sent again
 * with the same idempotency key, the recording answers the job of its first sending instead of starting another.
 */
export function processRecording(roomId: string, audio: Blob, idempotencyKey: string) {
  const form = new FormData();
  form.append(RECORDING_LIMITS.field, audio, "recording.webm");
  form.append("roomId", roomId);
  return callEndpoint(endpoints.transcribeRecording, { body: form, headers: { "Idempotency-Key": idempotencyKey } });
}

/** Removes the items a voice note added that are untouched and on no quote or order; answers those kept, with why. */
export const undoVoiceNoteItems = (voiceNoteId: string) => callEndpoint(endpoints.undoVoiceNoteItems, { params: { voiceNoteId } });
