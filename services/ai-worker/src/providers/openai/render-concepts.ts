import type OpenAI from "openai";
import sharp from "sharp";
import type { ConceptRequest, RenderedImage } from "../types";
import type { RequestSettings } from "./client";
import { conceptBoardPrompt, roomScenePrompt } from "./prompts";

const SIZE = "1024x1024";
const CONTENT_TYPES = { png: "image/png", jpeg: "image/jpeg", webp: "image/webp" } as const;

/** Two visuals of the room: a concept board of its pieces and a photograph-like scene of it furnished. */
export function renderConceptsWithOpenAi(client: OpenAI, request: ConceptRequest, settings: RequestSettings): Promise<RenderedImage[]> {
  const views = [
    { kind: "concept-board", prompt: conceptBoardPrompt(request) },
    { kind: "room-scene", prompt: roomScenePrompt(request) },
  ];
  return Promise.all(
    views.map(async ({ kind, prompt }) => ({
      ...(await generateImage(client, prompt, settings)),
      prompt,
      tags: ["openai", kind, ...request.styles],
    })),
  );
}

async function generateImage(client: OpenAI, prompt: string, { model, timeoutMs }: RequestSettings): Promise<Pick<RenderedImage, "data" | "contentType" | "width" | "height">> {
  const response = await client.images.generate(
    // The GPT image models always answer base64 and reject response_format; DALL·E answers a URL unless asked.
    { model, prompt, size: SIZE, n: 1, ...(model.startsWith("dall-e") ? { response_format: "b64_json" as const } : {}) },
    { timeout: timeoutMs },
  );
  const base64 = response.data?.[0]?.b64_json;
  if (!base64) throw new Error(`The image model (${model}) answered without image data (b64_json)`);
  const data = Buffer.from(base64, "base64");
  const { format, width, height } = await sharp(data)
    .metadata()
    .catch((error: unknown) => {
      throw new Error(`The image model (${model}) answered with data that is not an image`, { cause: error });
    });
  if (format !== "png" && format !== "jpeg" && format !== "webp") throw new Error(`The image model (${model}) answered with an unsupported image format: ${format}`);
  return { data, contentType: CONTENT_TYPES[format], width, height };
}
