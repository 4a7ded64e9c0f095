import { UnrecoverableError } from "bullmq";
import type { transcribeJob, Transcription } from "@atelier/contracts";
import type { JobContext, JobHandler } from "@atelier/kit";
import type { HeardTranscript } from "../providers/types";
import type { AiJobDeps } from "./job-deps";
import { withRecording } from "./with-recording";

/** Transcribes a stored recording, word by word with the recogniser's confidence; silence is a clear failure, not an empty note. */
export async function transcribeRecording({ providers, storage }: AiJobDeps, recordingKey: string, context: JobContext): Promise<HeardTranscript> {
  await context.progress(5, "Transcribing");
  const transcription = await withRecording(storage, recordingKey, (path) => providers.transcribe(path));
  if (!transcription.text.trim()) throw new UnrecoverableError("No speech was heard in the recording");
  return transcription;
}

export const handleTranscribe =
  (deps: AiJobDeps): JobHandler<typeof transcribeJob.payload> =>
  async ({ recordingKey }, context) => {
    const { text, duration } = await transcribeRecording(deps, recordingKey, context);
    await context.progress(95, "Transcribed");
    // The words' confidences stay here: POST /api/voice/extract-items takes a transcript only, which may be typed.
    return { text, duration } satisfies Transcription;
  };
