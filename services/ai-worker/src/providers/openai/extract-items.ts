import { ITEM_CATEGORIES, ITEM_UNITS, type ExtractedItem } from "@atelier/contracts";
import type OpenAI from "openai";
import { ContentFilterFinishReasonError, LengthFinishReasonError } from "openai/core/error";
import { zodResponseFormat } from "openai/helpers/zod";
import { z } from "zod";
import { estimateCost } from "../../catalogue";
import { combineConfidence } from "../../extraction/confidence";
import { phraseConfidences, tokenConfidences } from "../../extraction/token-confidences";
import { tokenise } from "../../extraction/tokenise";
import type { ExtractionContext } from "../../extraction/types";
import type { RequestSettings } from "./client";
import { EXTRACTION_SYSTEM_PROMPT, extractionUserMessage } from "./prompts";

/** What the model fills in; the price is left out because it comes from our catalogue. */
const modelItemSchema = z.object({
  name: z.string().min(1),
  quantity: z.number().positive(),
  unit: z.enum(ITEM_UNITS),
  piecesPerUnit: z.int().min(1).max(100).nullable(),
  material: z.string().nullable(),
  color: z.string().nullable(),
  size: z.string().nullable(),
  specifications: z.string().nullable(),
  category: z.enum(ITEM_CATEGORIES),
  confidence: z.number().min(0).max(1),
  said: z.string(),
});
const modelAnswerSchema = z.object({ items: z.array(modelItemSchema) });
type ModelItem = z.infer<typeof modelItemSchema>;

// openai 6.x's helper converts zod 4 schemas itself (through z.toJSONSchema) and parses the answer with them.
const RESPONSE_FORMAT = zodResponseFormat(modelAnswerSchema, "room_items");

/**
 * The room items a site-visit transcript asks for, named by the model and priced from the catalogue. Each
 * item's confidence is the model's, lowered by the recogniser's in the words the model read it from: the
 * whole stretch from its quantity to its item word, since the model does not say which word gave which.
 */
export async function extractItemsWithOpenAi(
  client: OpenAI,
  transcript: string,
  context: Pick<ExtractionContext, "roomName" | "heardWords">,
  { model, timeoutMs }: RequestSettings,
): Promise<ExtractedItem[]> {
  if (transcript.trim() === "") return [];
  const completion = await client.chat.completions
    .parse(
      {
        model,
        messages: [
          { role: "system", content: EXTRACTION_SYSTEM_PROMPT },
          { role: "user", content: extractionUserMessage(transcript, context.roomName) },
        ],
        response_format: RESPONSE_FORMAT,
      },
      { timeout: timeoutMs },
    )
    .catch((error: unknown) => {
      throw explainUnusableAnswer(error, model);
    });

  const message = completion.choices[0]?.message;
  if (message?.refusal) throw new Error(`The extraction model (${model}) refused to list the items: ${message.refusal}`);
  if (!message?.parsed) throw new Error(`The extraction model (${model}) gave no items answer`);
  const tokens = tokenise(transcript);
  const heard = tokenConfidences(tokens, context.heardWords);
  return message.parsed.items.map(({ said, ...item }) =>
    priceItem({ ...item, confidence: combineConfidence(item.confidence, phraseConfidences(tokens, heard, said)) }),
  );
}

/** Priced, not yet held to the room-item rules: chooseProviders leaves out the lines they refuse. */
function priceItem({ piecesPerUnit, ...item }: Omit<ModelItem, "said">): ExtractedItem {
  const name = item.name.trim();
  const material = item.material?.trim() || null;
  const cost = estimateCost({
    // The catalogue's names and materials are lowercase.
    name: name.toLowerCase(),
    material: material?.toLowerCase() ?? null,
    category: item.category,
    quantity: item.quantity,
    unit: item.unit,
    piecesPerUnit: piecesPerUnit ?? undefined,
  });
  return { ...item, name, material, estimatedCost: cost.total };
}

/** API errors (auth, rate limits, timeouts) pass through; an answer that cannot be used is explained. */
function explainUnusableAnswer(error: unknown, model: string): unknown {
  const prefix = `The extraction model (${model}) answered with`;
  if (error instanceof SyntaxError) return new Error(`${prefix} content that is not valid JSON: ${error.message}`, { cause: error });
  if (error instanceof z.ZodError) return new Error(`${prefix} JSON that does not match the room items schema:\n${z.prettifyError(error)}`, { cause: error });
  if (error instanceof LengthFinishReasonError) return new Error(`${prefix} an answer cut off at its token limit`, { cause: error });
  if (error instanceof ContentFilterFinishReasonError) return new Error(`${prefix} an answer blocked by its content filter`, { cause: error });
  return error;
}
