/**
 * Test support: a small OpenAI-compatible HTTP server on a free local port. It checks what the
 * OpenAI client really sends (bearer key, multipart upload, json_schema response format, image
 * parameters), answers the way the API does, and records every request. Production code must not
 * import it.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import busboy from "busboy";
import sharp from "sharp";

export interface UploadedFile {
  field: string;
  filename: string;
  mimeType: string;
  data: Buffer;
}

export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  /** The parsed body of a JSON request. */
  json: unknown;
  /** The text fields and files of a multipart request. */
  fields: Record<string, string>;
  files: UploadedFile[];
  status: number;
}

export interface Colour {
  r: number;
  g: number;
  b: number;
}

/** The server's "model": the items it hears in a transcript, by phrase. */
const PHRASE_ITEMS: Array<{ phrase: RegExp; item: Record<string, unknown> }> = [
  {
    phrase: /\ba pair of brass table lamps\b/i,
    item: { name: "table lamp", quantity: 1, unit: "pair", piecesPerUnit: null, material: "brass", color: null, size: null, specifications: null, category: "lighting", confidence: 0.95 },
  },
  {
    phrase: /\ban emerald velvet sofa\b/i,
    item: { name: "sofa", quantity: 1, unit: "each", piecesPerUnit: null, material: "velvet", color: "emerald", size: null, specifications: null, category: "furniture", confidence: 0.93 },
  },
  {
    phrase: /\bsix metres of oatmeal linen\b/i,
    item: { name: "curtain", quantity: 6, unit: "meters", piecesPerUnit: null, material: "linen", color: "oatmeal", size: null, specifications: "for the curtains", category: "textiles", confidence: 0.9 },
  },
  {
    phrase: /\ba set of four oak dining chairs\b/i,
    item: { name: "dining chair", quantity: 1, unit: "set", piecesPerUnit: 4, material: "oak", color: null, size: null, specifications: "set of 4", category: "furniture", confidence: 0.92 },
  },
  {
    phrase: /\bsomething in linen for the bed\b/i,
    item: { name: "bed cover", quantity: 1, unit: "each", piecesPerUnit: null, material: "linen", color: null, size: null, specifications: null, category: "textiles", confidence: 0.55 },
  },
];

export class CompatibleServer {
  readonly requests: RecordedRequest[] = [];
  /**
   * What the transcription endpoint answers; a null duration is left out, as some servers do. The model is
   * sure of every word but those in `wordProbabilities` (keyed by the word as written, punctuation and all).
   */
  transcription: { text: string; duration: number | null; wordProbabilities?: Record<string, number> } = { text: "", duration: null };
  /** How the chat endpoint answers: items heard in the transcript, broken JSON, JSON of the wrong shape, or a refusal. */
  chatMode: "items" | "invalid-json" | "wrong-shape" | "refusal" = "items";
  /** The next this-many requests get a 500 (with retry-after-ms: 1), to exercise the client's retries. */
  failNext = 0;
  /** The solid colour of a generated image, chosen from its prompt. */
  imageColour: (prompt: string) => Colour = () => ({ r: 200, g: 160, b: 120 });

  private constructor(
    private readonly server: Server,
    readonly url: string,
    private readonly apiKey: string,
  ) {}

  static async start(apiKey: string): Promise<CompatibleServer> {
    let instance: CompatibleServer | undefined;
    const server = createServer((request, response) => {
      instance!.handle(request, response).catch((error: unknown) => send(response, 500, apiError(String(error), "server_error")));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    instance = new CompatibleServer(server, `http://127.0.0.1:${port}`, apiKey);
    return instance;
  }

  reset(): void {
    this.requests.length = 0;
    this.transcription = { text: "", duration: null };
    this.chatMode = "items";
    this.failNext = 0;
    this.imageColour = () => ({ r: 200, g: 160, b: 120 });
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve, reject) => this.server.close((error) => (error ? reject(error) : resolve())));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = new URL(request.url ?? "/", this.url).pathname;
    const multipart = (request.headers["content-type"] ?? "").startsWith("multipart/form-data");
    const body = multipart ? await readMultipart(request) : { json: await readJson(request), fields: {}, files: [] };
    const recorded: RecordedRequest = { method: request.method ?? "", path, authorization: request.headers.authorization, ...body, status: 0 };
    this.requests.push(recorded);

    const answer = (status: number, payload: unknown, headers: Record<string, string> = {}) => {
      recorded.status = status;
      send(response, status, payload, headers);
    };
    if (request.headers.authorization !== `Bearer ${this.apiKey}`) {
      return answer(401, apiError("Incorrect API key provided. You can find your API key at https://platform.openai.com/account/api-keys.", "invalid_request_error", "invalid_api_key"));
    }
    if (this.failNext > 0) {
      this.failNext -= 1;
      return answer(500, apiError("The server had an error while processing your request.", "server_error"), { "retry-after-ms": "1" });
    }
    if (request.method !== "POST") return answer(405, apiError(`Method ${request.method} not allowed`, "invalid_request_error"));

    const route =
      path === "/v1/audio/transcriptions" ? this.transcribe(recorded)
      : path === "/v1/chat/completions" ? this.complete(recorded)
      : path === "/v1/images/generations" ? await this.generateImage(recorded)
      : { status: 404, payload: apiError(`Unknown path ${path}`, "invalid_request_error") };
    answer(route.status, route.payload);
  }

  private transcribe({ fields, files }: RecordedRequest): Reply {
    const file = files.find((upload) => upload.field === "file");
    if (!file || file.data.length === 0) return badRequest("file: an audio file is required");
    if (!fields.model) return badRequest("model: a transcription model is required");
    const { text, duration, wordProbabilities = {} } = this.transcription;
    const format = fields.response_format ?? "json";
    const withLogprobs = fields["include[]"] === "logprobs";
    if (withLogprobs && format !== "json") return badRequest("include[]: logprobs are only returned with response_format json");
    const tokens = tokensOf(text, wordProbabilities);
    if (format === "json") return { status: 200, payload: withLogprobs ? { text, logprobs: tokens } : { text } };
    if (format !== "verbose_json") return badRequest(`response_format: this server answers json or verbose_json, not ${format}`);
    const segments = segmentsOf(tokens);
    return { status: 200, payload: { task: "transcribe", language: fields.language ?? "english", text, ...(duration === null ? {} : { duration }), segments } };
  }

  private complete({ json }: RecordedRequest): Reply {
    const body = json as { model?: string; messages?: Array<{ role: string; content: unknown }>; response_format?: { type?: string; json_schema?: { name?: string; strict?: boolean; schema?: unknown } } };
    const format = body.response_format;
    if (format?.type !== "json_schema" || !format.json_schema?.name || typeof format.json_schema.schema !== "object") {
      return badRequest("response_format: this server requires a json_schema response format");
    }
    const system = body.messages?.find((message) => message.role === "system");
    const user = (body.messages ?? []).filter((message) => message.role === "user" && typeof message.content === "string");
    if (!system || user.length === 0) return badRequest("messages: a system message and a user message with the transcript are required");
    const heard = user.map((message) => message.content as string).join("\n");

    const content =
      this.chatMode === "invalid-json" ? '{"items": [{"name": "sofa", "quantity": 1,'
      : this.chatMode === "wrong-shape" ? JSON.stringify({ items: [{ name: "sofa", quantity: "one", unit: "couch" }] })
      : this.chatMode === "items" ? JSON.stringify({ items: itemsHeardIn(heard) })
      : null;
    const refusal = this.chatMode === "refusal" ? "I'm sorry, I can't help with that request." : null;
    return {
      status: 200,
      payload: {
        id: `chatcmpl-local-${this.requests.length}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: body.model,
        choices: [{ index: 0, finish_reason: "stop", logprobs: null, message: { role: "assistant", content, refusal } }],
        usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
      },
    };
  }

  private async generateImage({ json }: RecordedRequest): Promise<Reply> {
    const body = json as { model?: string; prompt?: string; size?: string; n?: number };
    if (!body.model || !body.prompt) return badRequest("model and prompt are required");
    const size = /^(\d+)x(\d+)$/.exec(body.size ?? "1024x1024");
    if (!size) return badRequest(`size: expected WIDTHxHEIGHT, got ${body.size}`);
    const png = await sharp({ create: { width: Number(size[1]), height: Number(size[2]), channels: 3, background: this.imageColour(body.prompt) } })
      .png()
      .toBuffer();
    const images = Array.from({ length: body.n ?? 1 }, () => ({ b64_json: png.toString("base64") }));
    return { status: 200, payload: { created: Math.floor(Date.now() / 1000), data: images } };
  }
}

interface Reply {
  status: number;
  payload: unknown;
}

/** The items whose phrases occur in the text, in the order they were said, each with the words it was read from. */
function itemsHeardIn(text: string): unknown[] {
  return PHRASE_ITEMS.map(({ phrase, item }) => ({ match: phrase.exec(text), item }))
    .filter((found): found is { match: RegExpExecArray; item: Record<string, unknown> } => found.match !== null)
    .sort((a, b) => a.match.index - b.match.index)
    // A model that ignores the schema's additionalProperties: the client must not take its price.
    .map(({ match, item }) => ({ ...item, said: match[0], estimatedCost: "1.00" }));
}

interface Token {
  token: string;
  logprob: number;
  bytes: number[];
}

/** The text as a model's tokens, listed as the API lists them: each word in pieces of up to four characters, a space before each word but the first. */
function tokensOf(text: string, wordProbabilities: Record<string, number>): Token[] {
  return text
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((word, index) => {
      const pieces = (index === 0 ? word : ` ${word}`).match(/.{1,4}/g)!;
      const logprob = Math.log(wordProbabilities[word] ?? 1) / pieces.length;
      return pieces.map((token) => ({ token, logprob, bytes: [...Buffer.from(token)] }));
    });
}

/** verbose_json's segments: one a sentence, with the mean log probability of its tokens. */
function segmentsOf(tokens: readonly Token[]) {
  const sentences: Token[][] = [[]];
  for (const token of tokens) {
    sentences.at(-1)!.push(token);
    if (/[.?!]$/.test(token.token)) sentences.push([]);
  }
  return sentences
    .filter((sentence) => sentence.length > 0)
    .map((sentence, id) => ({
      id,
      seek: 0,
      text: sentence.map(({ token }) => token).join(""),
      tokens: [],
      temperature: 0,
      avg_logprob: sentence.reduce((sum, { logprob }) => sum + logprob, 0) / sentence.length,
      compression_ratio: 1,
      no_speech_prob: 0,
    }));
}

function badRequest(message: string): Reply {
  return { status: 400, payload: apiError(message, "invalid_request_error") };
}

function apiError(message: string, type: string, code: string | null = null) {
  return { error: { message, type, param: null, code } };
}

function send(response: ServerResponse, status: number, payload: unknown, headers: Record<string, string> = {}): void {
  if (response.headersSent) return void response.end();
  response.writeHead(status, { "content-type": "application/json", ...headers });
  response.end(JSON.stringify(payload));
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString("utf8");
  return text === "" ? null : JSON.parse(text);
}

function readMultipart(request: IncomingMessage): Promise<{ json: null; fields: Record<string, string>; files: UploadedFile[] }> {
  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const files: UploadedFile[] = [];
    const parser = busboy({ headers: request.headers });
    parser.on("field", (name, value) => {
      fields[name] = value;
    });
    parser.on("file", (field, stream, info) => {
      const chunks: Buffer[] = [];
      stream.on("error", reject);
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => files.push({ field, filename: info.filename ?? "", mimeType: info.mimeType, data: Buffer.concat(chunks) }));
    });
    parser.on("close", () => resolve({ json: null, fields, files }));
    parser.on("error", reject);
    request.pipe(parser);
  });
}
