import { extractedItemSchema } from "@atelier/contracts";
import type { AiWorkerConfig } from "../config";
import { inNameStyle, nameStyleOf } from "../extraction/name-style";
import { createOfflineProviders } from "./offline";
import { createOpenAiProviders } from "./openai";
import type { AiProviders } from "./types";

export type { AiProviders, ConceptRequest, RenderedImage } from "./types";

/**
 * Items are held to the room-item rules, whichever provider heard them: a line the rules refuse (a
 * misheard "nine hundred thousand", a name past its length) is left out, not the whole note. Their
 * names take the capitalisation of the room's other items, so a room reads as one list.
 */
function keepingItemRules(providers: AiProviders): AiProviders {
  return {
    ...providers,
    async extractItems(transcript, context) {
      const items = await providers.extractItems(transcript, context);
      const style = nameStyleOf(context.itemNames ?? []);
      return items.flatMap((item) => {
        const checked = extractedItemSchema.safeParse(style ? { ...item, name: inNameStyle(item.name, style) } : item);
        return checked.success ? [checked.data] : [];
      });
    },
  };
}

/** One setting decides: OPENAI_API_KEY set → OpenAI (or the compatible server at OPENAI_BASE_URL); unset → offline. */
export function chooseProviders(config: AiWorkerConfig): AiProviders {
  return keepingItemRules(providersFor(config));
}

function providersFor(config: AiWorkerConfig): AiProviders {
  if (!config.OPENAI_API_KEY) return createOfflineProviders({ speechModelDir: config.SPEECH_MODEL_DIR });
  return createOpenAiProviders({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL,
    transcriptionModel: config.OPENAI_TRANSCRIPTION_MODEL,
    extractionModel: config.OPENAI_EXTRACTION_MODEL,
    imageModel: config.OPENAI_IMAGE_MODEL,
  });
}
