import { UnrecoverableError } from "bullmq";
import type { transcribeJob, Transcription } from "@atelier/contracts";
import type { JobContext, JobHandler } from "@atelier/kit";
import type { AiJobDeps } from "./job-deps";
import { withRecording } from "./with-recording";

/** Transcribes a stored recording; silence is a clear failure, not an empty note. */
export async function transcribeRecording({ providers, storage }: AiJobDeps, recordingKey: string, context: JobContext): Promise<Transcription> {
  await context.progress(5, "Transcribing");
  const transcription = await withRecording(storage, recordingKey, (path) => providers.transcribe(path));
  if (!transcription.text.trim()) throw new UnrecoverableError("No speech was heard in the recording");
  return transcription;
}

export const handleTranscribe =
  (deps: AiJobDeps): JobHandler<typeof transcribeJob.payload> =>
  async ({ recordingKey }, context) => {
    const transcription = await transcribeRecording(deps, recordingKey, context);
    await context.progress(95, "Transcribed");
    return transcription;
  };
