import { errorBodySchema, type ErrorBody, type HttpMethod } from "@atelier/contracts";

/**
 * A non-success answer from the API. The message follows the product's error format,
 * `${status}: ${body text or status text}`; the parsed JSON body, when it is one, is kept
 * so that toasts can show the server's message and forms its per-field reasons.
 */
export class ApiError extends Error {
  override readonly name = "ApiError";
  readonly status: number;
  readonly body: ErrorBody | null;

  constructor(status: number, detail: string, body: ErrorBody | null) {
    super(`${status}: ${detail}`);
    this.status = status;
    this.body = body;
  }
}

/**
 * Sends a request with the session cookie and answers the parsed JSON body (undefined when empty).
 * A payload is sent as JSON, or as it is when it is a multipart form (the browser sets its boundary).
 * `headers` adds to the request's own, e.g. an Idempotency-Key.
 */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
  const isJson = body !== undefined && !(body instanceof FormData);
  const response = await fetch(url, {
    method,
    credentials: "include",
    headers: { ...headers, Accept: "application/json", ...(isJson ? { "Content-Type": "application/json" } : {}) },
    body: body instanceof FormData ? body : isJson ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) {
    throw new ApiError(response.status, text || response.statusText, parseErrorBody(text));
  }
  return text ? (JSON.parse(text) as unknown) : undefined;
}

function parseErrorBody(text: string): ErrorBody | null {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function isUnauthorizedError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

export function isNotFoundError(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

/** The human message the server gave for a failure, if it gave one. */
export function serverMessage(error: unknown): string | undefined {
  return error instanceof ApiError ? error.body?.message : undefined;
}
