import { jobAcceptedSchema, RECORDING_LIMITS, voiceNoteSchema, type JobAccepted, type VoiceNote } from "@atelier/contracts";
import { apiRequest } from "./api";

const voiceNoteListSchema = voiceNoteSchema.array();

/**
 * Sends a site-visit recording to be transcribed, its items extracted and the voice note saved in the
 * room; the answer is the "voice-note" job to follow, whose result is a VoicePipelineResult.
 */
export async function processRecording(roomId: string, audio: Blob): Promise<JobAccepted> {
  const form = new FormData();
  form.append(RECORDING_LIMITS.field, audio, "recording.webm");
  form.append("roomId", roomId);
  return jobAcceptedSchema.parse(await apiRequest("POST", "/api/voice/transcribe", form));
}

/** A room's site notes, newest first, each with a signed URL of its recording when it has one. */
export async function listVoiceNotes(roomId: string): Promise<VoiceNote[]> {
  return voiceNoteListSchema.parse(await apiRequest("GET", `/api/rooms/${roomId}/voice-notes`));
}
