import type { AiWorkerConfig } from "../config";
import { createOfflineProviders } from "./offline";
import { createOpenAiProviders } from "./openai";
import type { AiProviders } from "./types";

export type { AiProviders, ConceptRequest, RenderedImage } from "./types";

/** One setting decides: OPENAI_API_KEY set → OpenAI (or the compatible server at OPENAI_BASE_URL); unset → offline. */
export function chooseProviders(config: AiWorkerConfig): AiProviders {
  if (!config.OPENAI_API_KEY) return createOfflineProviders({ speechModelDir: config.SPEECH_MODEL_DIR });
  return createOpenAiProviders({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    transcriptionModel: config.OPENAI_TRANSCRIPTION_MODEL,
    extractionModel: config.OPENAI_EXTRACTION_MODEL,
    imageModel: config.OPENAI_IMAGE_MODEL,
  });
}
