import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { toFile, type OpenAI } from "openai";
import type { HeardTranscript } from "../types";
import type { RequestSettings } from "./client";
import { measureDuration } from "./audio-duration";
import { wordsOfSegments, wordsOfTokens } from "./heard-words";
import { TRANSCRIPTION_HINT } from "./prompts";

/** The audio's words from the transcription endpoint with the model's confidence in each, and its length in seconds. */
export async function transcribeWithOpenAi(client: OpenAI, audioPath: string, settings: RequestSettings): Promise<HeardTranscript> {
  const heard = await requestTranscript(client, audioPath, settings);
  return { text: heard.text.trim(), duration: heard.duration ?? (await measureDuration(audioPath)), words: heard.words };
}

async function requestTranscript(client: OpenAI, audioPath: string, { model, timeoutMs }: RequestSettings): Promise<Omit<HeardTranscript, "duration"> & { duration: number | null }> {
  // A file read into memory rather than a stream: the client will not retry a request whose body was
  // streamed. Recordings are capped at 50 MB, and the API itself takes 25 MB.
  const file = await toFile(await readFile(audioPath), basename(audioPath));
  const body = { file, model, language: "en", prompt: TRANSCRIPTION_HINT };
  if (!answersVerboseJson(model)) {
    // The diarizing transcriber refuses to include log probabilities.
    const include = model.endsWith("-diarize") ? {} : { include: ["logprobs" as const] };
    const { text, logprobs } = await client.audio.transcriptions.create({ ...body, ...include, response_format: "json" }, { timeout: timeoutMs });
    return { text, duration: null, words: logprobs ? wordsOfTokens(logprobs) : undefined };
  }
  const verbose = await client.audio.transcriptions.create({ ...body, response_format: "verbose_json" }, { timeout: timeoutMs });
  // Some compatible servers answer verbose_json without a duration.
  const duration = typeof verbose.duration === "number" && Number.isFinite(verbose.duration) ? verbose.duration : null;
  return { text: verbose.text, duration, words: verbose.segments ? wordsOfSegments(verbose.segments) : undefined };
}

function answersVerboseJson(model: string): boolean {
  return !/^gpt-4o.*transcribe/.test(model);
}
