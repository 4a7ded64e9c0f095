import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import type { Transcription } from "@atelier/contracts";
import { toFile, type OpenAI } from "openai";
import type { RequestSettings } from "./client";
import { measureDuration } from "./audio-duration";
import { TRANSCRIPTION_HINT } from "./prompts";

/** The audio's words from the transcription endpoint, and its length in seconds. */
export async function transcribeWithOpenAi(client: OpenAI, audioPath: string, settings: RequestSettings): Promise<Transcription> {
  const heard = await requestTranscript(client, audioPath, settings);
  return { text: heard.text.trim(), duration: heard.duration ?? (await measureDuration(audioPath)) };
}

async function requestTranscript(client: OpenAI, audioPath: string, { model, timeoutMs }: RequestSettings): Promise<{ text: string; duration: number | null }> {
  // A file read into memory rather than a stream: the client will not retry a request whose body was
  // streamed. Recordings are capped at 50 MB, and the API itself takes 25 MB.
  const file = await toFile(await readFile(audioPath), basename(audioPath));
  const body = { file, model, language: "en", prompt: TRANSCRIPTION_HINT };
  if (!answersVerboseJson(model)) {
    const { text } = await client.audio.transcriptions.create({ ...body, response_format: "json" }, { timeout: timeoutMs });
    return { text, duration: null };
  }
  const verbose = await client.audio.transcriptions.create({ ...body, response_format: "verbose_json" }, { timeout: timeoutMs });
  // Some compatible servers answer verbose_json without a duration.
  const duration = typeof verbose.duration === "number" && Number.isFinite(verbose.duration) ? verbose.duration : null;
  return { text: verbose.text, duration };
}

function answersVerboseJson(model: string): boolean {
  return !/^gpt-4o.*transcribe/.test(model);
}
