import type { AiProviders } from "../types";
import { createClient, settingsFor, type OpenAiProviderOptions } from "./client";
import { extractItemsWithOpenAi } from "./extract-items";
import { renderConceptsWithOpenAi } from "./render-concepts";
import { transcribeWithOpenAi } from "./transcribe";

export { DEFAULT_MODELS, type OpenAiProviderOptions } from "./client";

/** The voice and design features on OpenAI's API, or any server that speaks it (OPENAI_BASE_URL). */
export function createOpenAiProviders(options: OpenAiProviderOptions): AiProviders {
  const client = createClient(options);
  const transcription = settingsFor("transcription", options);
  const extraction = settingsFor("extraction", options);
  const image = settingsFor("image", options);
  return {
    name: "openai",
    transcribe: (audioPath) => transcribeWithOpenAi(client, audioPath, transcription),
    extractItems: (transcript, context) => extractItemsWithOpenAi(client, transcript, context, extraction),
    renderConcepts: (request) => renderConceptsWithOpenAi(client, request, image),
  };
}
