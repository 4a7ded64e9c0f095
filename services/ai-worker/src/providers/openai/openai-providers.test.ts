import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { extractedItemSchema } from "@atelier/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { ConceptRequest } from "../types";
import { CompatibleServer } from "./compatible-server";
import { createOpenAiProviders } from "./index";

const run = promisify(execFile);
const API_KEY = "sk-test-atelier-local";

let server: CompatibleServer;
let dir: string;
/** Two seconds of tone in webm/opus, with the duration in its header. */
let webmPath: string;
/** The same, streamed the way the browser's MediaRecorder writes it: no duration in the header. */
let streamedWebmPath: string;

beforeAll(async () => {
  server = await CompatibleServer.start(API_KEY);
  dir = await mkdtemp(join(tmpdir(), "atelier-openai-"));
  webmPath = join(dir, "note.webm");
  streamedWebmPath = join(dir, "streamed.webm");
  const tone = ["-nostdin", "-v", "error", "-f", "lavfi", "-i", "sine=frequency=440:duration=2", "-c:a", "libopus"];
  await run("ffmpeg", [...tone, webmPath]);
  const streamed = await run("ffmpeg", [...tone, "-f", "webm", "pipe:1"], { encoding: "buffer", maxBuffer: 8 * 1024 * 1024 });
  await writeFile(streamedWebmPath, streamed.stdout);
});

afterAll(async () => {
  await server?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

beforeEach(() => server.reset());

const providers = () => createOpenAiProviders({ apiKey: API_KEY, baseURL: `${server.url}/v1` });

describe("createOpenAiProviders", () => {
  it("is named openai and refuses an empty key", () => {
    expect(providers().name).toBe("openai");
    expect(() => createOpenAiProviders({ apiKey: " " })).toThrow(/API key is empty/);
  });

  it("surfaces a rejected key as a 401 error without retrying", async () => {
    const wrong = createOpenAiProviders({ apiKey: "sk-wrong", baseURL: `${server.url}/v1` });
    await expect(wrong.extractItems("a velvet sofa", {})).rejects.toMatchObject({ status: 401, message: expect.stringMatching(/Incorrect API key/) });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.authorization).toBe("Bearer sk-wrong");
  });
});

describe("transcribe", () => {
  it("uploads the recording and returns the server's text and duration", async () => {
    server.transcription = { text: "  A pair of brass table lamps for the lounge.  ", duration: 2.01 };

    const result = await providers().transcribe(webmPath);

    expect(result).toMatchObject({ text: "A pair of brass table lamps for the lounge.", duration: 2.01 });
    expect(result.words).toEqual(["A", "pair", "of", "brass", "table", "lamps", "for", "the", "lounge."].map((word) => ({ word, confidence: 1 })));
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request).toMatchObject({ method: "POST", path: "/v1/audio/transcriptions", authorization: `Bearer ${API_KEY}` });
    expect(request?.fields).toMatchObject({ model: "whisper-1", response_format: "verbose_json", language: "en" });
    expect(request?.fields.prompt).toMatch(/South African/);
    const file = request?.files.find((upload) => upload.field === "file");
    expect(file?.filename).toBe("note.webm");
    expect(file?.data.equals(await readFile(webmPath))).toBe(true);
  });

  it.each([
    ["the webm header", () => webmPath],
    ["decoding a streamed webm without one", () => streamedWebmPath],
  ])("measures the duration from %s when the server leaves it out", async (_, path) => {
    server.transcription = { text: "Six metres of linen.", duration: null };

    const result = await providers().transcribe(path());

    expect(result.text).toBe("Six metres of linen.");
    expect(result.duration).toBeCloseTo(2, 1);
  });

  it("retries a server error and sends the whole file again", async () => {
    server.transcription = { text: "An emerald velvet sofa.", duration: 2 };
    server.failNext = 1;

    await expect(providers().transcribe(webmPath)).resolves.toMatchObject({ text: "An emerald velvet sofa.", duration: 2 });

    expect(server.requests.map((request) => request.status)).toEqual([500, 200]);
    const size = (await readFile(webmPath)).length;
    expect(server.requests.map((request) => request.files[0]?.data.length)).toEqual([size, size]);
  });

  it("uses the configured model", async () => {
    server.transcription = { text: "A rug.", duration: 1 };
    await createOpenAiProviders({ apiKey: API_KEY, baseURL: `${server.url}/v1`, transcriptionModel: "Systran/faster-whisper-small" }).transcribe(webmPath);
    expect(server.requests[0]?.fields).toMatchObject({ model: "Systran/faster-whisper-small", response_format: "verbose_json" });
  });

  it("asks the gpt-4o transcribers for plain json and measures the duration itself", async () => {
    server.transcription = { text: "A rug.", duration: 99 };
    const result = await createOpenAiProviders({ apiKey: API_KEY, baseURL: `${server.url}/v1`, transcriptionModel: "gpt-4o-mini-transcribe" }).transcribe(webmPath);
    expect(server.requests[0]?.fields).toMatchObject({ model: "gpt-4o-mini-transcribe", response_format: "json" });
    expect(result.text).toBe("A rug.");
    expect(result.duration).toBeCloseTo(2, 1);
  });

  it("hears Whisper's confidence a sentence at a time, from its segments' mean token log probability", async () => {
    server.transcription = { text: "A pair of brass lamps. And a rocking chair.", duration: 3, wordProbabilities: { rocking: 0.2 } };

    const { words = [] } = await providers().transcribe(webmPath);

    expect(words.map(({ word }) => word).join(" ")).toBe("A pair of brass lamps. And a rocking chair.");
    // The second sentence is six tokens (" And", " a", " roc", "king", " cha", "ir."), the log probability all "rocking"'s.
    const unsure = Math.exp(Math.log(0.2) / 6);
    expect(words.map(({ confidence }) => confidence)).toEqual([1, 1, 1, 1, 1, unsure, unsure, unsure, unsure].map((value) => expect.closeTo(value)));
  });

  it("hears the gpt-4o transcribers' confidence word by word, from their token log probabilities", async () => {
    server.transcription = { text: "Two rocking chairs.", duration: 2, wordProbabilities: { rocking: 0.3 } };

    const { words } = await createOpenAiProviders({ apiKey: API_KEY, baseURL: `${server.url}/v1`, transcriptionModel: "gpt-4o-transcribe" }).transcribe(webmPath);

    expect(server.requests[0]?.fields).toMatchObject({ response_format: "json", "include[]": "logprobs" });
    expect(words).toEqual([
      { word: "Two", confidence: 1 },
      { word: "rocking", confidence: expect.closeTo(0.3) },
      { word: "chairs.", confidence: 1 },
    ]);
  });
});

describe("extractItems", () => {
  const transcript =
    "In the main bedroom we need a pair of brass table lamps, then an emerald velvet sofa for the bay window, " +
    "six metres of oatmeal linen for the curtains, a set of four oak dining chairs, and something in linen for the bed.";

  it("lists the items the model heard, priced from the catalogue rather than by the model", async () => {
    const items = await providers().extractItems(transcript, { roomName: "Main Bedroom" });

    expect(items.map(({ name, quantity, unit, material, category, estimatedCost }) => ({ name, quantity, unit, material, category, estimatedCost }))).toEqual([
      // premium (brass) table lamp R6 500 a piece, two in the pair
      { name: "table lamp", quantity: 1, unit: "pair", material: "brass", category: "lighting", estimatedCost: "13000.00" },
      { name: "sofa", quantity: 1, unit: "each", material: "velvet", category: "furniture", estimatedCost: "45000.00" },
      // curtaining at R950 a metre
      { name: "curtain", quantity: 6, unit: "meters", material: "linen", category: "textiles", estimatedCost: "5700.00" },
      // four premium dining chairs at R6 500 in the one set
      { name: "dining chair", quantity: 1, unit: "set", material: "oak", category: "furniture", estimatedCost: "26000.00" },
      // not in the catalogue: the premium textiles default
      { name: "bed cover", quantity: 1, unit: "each", material: "linen", category: "textiles", estimatedCost: "2400.00" },
    ]);
    for (const item of items) {
      expect(extractedItemSchema.parse(item)).toEqual(item);
      expect(item).not.toHaveProperty("piecesPerUnit");
    }
    expect(items[1]).toMatchObject({ color: "emerald", confidence: 0.93 });
    expect(items[4]?.confidence).toBe(0.55);
  });

  it("sends the transcript and room with a strict json_schema response format", async () => {
    await providers().extractItems(transcript, { roomName: "Main Bedroom" });

    expect(server.requests).toHaveLength(1);
    const body = server.requests[0]?.json as {
      model: string;
      messages: Array<{ role: string; content: string }>;
      response_format: { type: string; json_schema: { name: string; strict: boolean; schema: { properties: { items: { items: { required: string[] } } } } } };
    };
    expect(server.requests[0]?.path).toBe("/v1/chat/completions");
    expect(body.model).toBe("gpt-4o-mini");
    expect(body.response_format.type).toBe("json_schema");
    expect(body.response_format.json_schema).toMatchObject({ name: "room_items", strict: true });
    expect(body.response_format.json_schema.schema.properties.items.items.required).toEqual(
      expect.arrayContaining(["name", "quantity", "unit", "material", "color", "size", "specifications", "category", "confidence", "said"]),
    );
    expect(body.response_format.json_schema.schema.properties.items.items.required).not.toContain("estimatedCost");
    expect(body.messages[0]).toMatchObject({ role: "system", content: expect.stringMatching(/South African/) });
    expect(body.messages[1]?.content).toContain(transcript);
    expect(body.messages[1]?.content).toContain("Room: Main Bedroom");
  });

  it("lowers an item's confidence by the recogniser's in the words the model read it from", async () => {
    const heardWords = transcript.split(" ").map((word) => ({ word, confidence: word === "sofa" ? 0.4 : 0.99 }));

    const items = await providers().extractItems(transcript, { heardWords });

    expect(items.map(({ name, confidence }) => ({ name, confidence }))).toEqual([
      { name: "table lamp", confidence: 0.94 },
      { name: "sofa", confidence: 0.37 },
      { name: "curtain", confidence: 0.89 },
      { name: "dining chair", confidence: 0.91 },
      { name: "bed cover", confidence: 0.54 },
    ]);
  });

  it("finds nothing in a transcript without the items and skips the call for an empty one", async () => {
    await expect(providers().extractItems("The ceiling is lovely.", {})).resolves.toEqual([]);
    await expect(providers().extractItems("   ", {})).resolves.toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it.each([
    ["invalid-json", /not valid JSON/],
    ["wrong-shape", /does not match the room items schema/],
    ["refusal", /refused to list the items: I'm sorry/],
  ] as const)("explains an unusable %s answer", async (mode, message) => {
    server.chatMode = mode;
    await expect(providers().extractItems(transcript, {})).rejects.toThrow(message);
  });
});

describe("renderConcepts", () => {
  const request: ConceptRequest = {
    roomName: "Lounge",
    roomDescription: "North-facing lounge with a fireplace and views of Table Mountain.",
    styles: ["modern", "art deco"],
    items: [
      { name: "sofa", quantity: 1, unit: "each", category: "furniture", color: "emerald", material: "velvet" },
      { name: "table lamp", quantity: 1, unit: "pair", category: "lighting", color: null, material: "brass" },
    ],
  };
  const TEAL = { r: 0, g: 128, b: 128 };
  const TERRACOTTA = { r: 204, g: 78, b: 92 };

  it("draws a concept board and a room scene from the request", async () => {
    server.imageColour = (prompt) => (/concept board/i.test(prompt) ? TEAL : TERRACOTTA);

    const images = await providers().renderConcepts(request);

    expect(images.map((image) => image.tags)).toEqual([
      ["openai", "concept-board", "modern", "art deco"],
      ["openai", "room-scene", "modern", "art deco"],
    ]);
    const sent = server.requests.map((recorded) => recorded.json as { model: string; prompt: string; size: string; n: number });
    expect(sent).toHaveLength(2);
    for (const [index, image] of images.entries()) {
      expect(sent.map((body) => body.prompt)).toContain(image.prompt);
      expect(image.prompt).toContain("Lounge");
      expect(image.prompt).toContain("Table Mountain");
      expect(image.prompt).toContain("modern, art deco");
      expect(image.prompt).toContain("emerald velvet sofa");
      expect(image.prompt).toContain("brass table lamp (1 pair)");
      expect(image).toMatchObject({ contentType: "image/png", width: 1024, height: 1024 });

      const decoded = await sharp(image.data).raw().toBuffer({ resolveWithObject: true });
      expect(decoded.info).toMatchObject({ width: 1024, height: 1024, format: "raw" });
      expect([...decoded.data.subarray(0, 3)]).toEqual(Object.values(index === 0 ? TEAL : TERRACOTTA));
    }
    for (const body of sent) expect(body).toMatchObject({ model: "gpt-image-1", size: "1024x1024", n: 1 });
    expect(sent.every((body) => !("response_format" in body))).toBe(true);
  });

  it("asks DALL·E models for base64 and leaves out an empty style line", async () => {
    const images = await createOpenAiProviders({ apiKey: API_KEY, baseURL: `${server.url}/v1`, imageModel: "dall-e-3" }).renderConcepts({ ...request, styles: [] });

    expect(images.map((image) => image.tags)).toEqual([
      ["openai", "concept-board"],
      ["openai", "room-scene"],
    ]);
    expect(images.every((image) => !image.prompt.includes("Style:"))).toBe(true);
    for (const recorded of server.requests) expect(recorded.json).toMatchObject({ model: "dall-e-3", response_format: "b64_json" });
  });
});
