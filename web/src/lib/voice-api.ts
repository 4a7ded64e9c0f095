import { jobAcceptedSchema, RECORDING_LIMITS, type JobAccepted } from "@atelier/contracts";
import { apiRequest } from "./api";

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
