import { extractItems } from "../extraction";
import { transcribe } from "../transcription";
import { renderConcepts } from "../visuals";
import type { AiProviders } from "./types";

/** Everything on this machine: pocketsphinx with the domain model, the word-list extractor, sharp concept images. */
export function createOfflineProviders(options: { speechModelDir?: string }): AiProviders {
  return {
    name: "offline",
    transcribe: (audioPath) => transcribe(audioPath, { modelDir: options.speechModelDir }),
    extractItems: async (transcript, context) => extractItems(transcript, context),
    renderConcepts,
  };
}
