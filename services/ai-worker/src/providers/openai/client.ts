import OpenAI from "openai";

export interface OpenAiProviderOptions {
  apiKey: string;
  /** An OpenAI-compatible server's API root, e.g. "http://localhost:8000/v1"; OpenAI's own when left out. */
  baseURL?: string;
  transcriptionModel?: string;
  extractionModel?: string;
  imageModel?: string;
  /** One limit for every request; otherwise each kind of request has its own (see DEFAULT_TIMEOUTS_MS). */
  timeoutMs?: number;
}

export const DEFAULT_MODELS = {
  // whisper-1 answers verbose_json, which carries the audio's duration; the gpt-4o transcribers only answer json.
  transcription: "whisper-1",
  extraction: "gpt-4o-mini",
  image: "gpt-image-1",
} as const;

export type RequestKind = keyof typeof DEFAULT_MODELS;

/** Half an hour of audio uploads and transcribes in well under two minutes; gpt-image-1 can take one or two. */
export const DEFAULT_TIMEOUTS_MS: Record<RequestKind, number> = {
  transcription: 120_000,
  extraction: 60_000,
  image: 180_000,
};

/** What one kind of request is sent with. */
export interface RequestSettings {
  model: string;
  timeoutMs: number;
}

export function createClient(options: OpenAiProviderOptions): OpenAI {
  if (options.apiKey.trim() === "") throw new Error("The OpenAI API key is empty; set OPENAI_API_KEY or use the offline providers");
  return new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs ?? Math.max(...Object.values(DEFAULT_TIMEOUTS_MS)),
    maxRetries: 2,
  });
}

export function settingsFor(kind: RequestKind, options: OpenAiProviderOptions): RequestSettings {
  const model = { transcription: options.transcriptionModel, extraction: options.extractionModel, image: options.imageModel }[kind];
  return { model: model ?? DEFAULT_MODELS[kind], timeoutMs: options.timeoutMs ?? DEFAULT_TIMEOUTS_MS[kind] };
}
