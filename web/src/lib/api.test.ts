import { describe, expect, it, vi } from "vitest";
import { ApiError, apiRequest, isUnauthorizedError, serverMessage } from "./api";

function answerWith(response: Response) {
  const fetchMock = vi.fn<typeof fetch>().mockResolvedValue(response);
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

async function failureOf(request: Promise<unknown>): Promise<ApiError> {
  const error = await request.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe("apiRequest", () => {
  it("sends JSON with the session cookie and answers the parsed body", async () => {
    const fetchMock = answerWith(Response.json({ id: "p1" }, { status: 201 }));

    await expect(apiRequest("POST", "/api/projects", { name: "Clifton Villa" })).resolves.toEqual({ id: "p1" });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/projects");
    expect(init).toMatchObject({ method: "POST", credentials: "include", body: '{"name":"Clifton Villa"}' });
    expect(new Headers(init?.headers).get("Content-Type")).toBe("application/json");
  });

  it("sends a multipart form as it is, leaving its content type to the browser", async () => {
    const fetchMock = answerWith(Response.json({ jobId: "j1" }, { status: 202 }));
    const form = new FormData();
    form.append("roomId", "r1");

    await expect(apiRequest("POST", "/api/voice/transcribe", form)).resolves.toEqual({ jobId: "j1" });

    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(init?.body).toBe(form);
    expect(new Headers(init?.headers).has("Content-Type")).toBe(false);
  });

  it("answers undefined for an empty success", async () => {
    answerWith(new Response(null, { status: 204 }));

    await expect(apiRequest("POST", "/api/logout")).resolves.toBeUndefined();
  });

  it('names a failure "status: body text" and keeps the parsed error body', async () => {
    const body = { message: "Validation failed", errors: { email: ["Please enter a valid email address"] } };
    answerWith(Response.json(body, { status: 400 }));

    const error = await failureOf(apiRequest("POST", "/api/login", {}));

    expect(error.message).toBe(`400: ${JSON.stringify(body)}`);
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
    expect(serverMessage(error)).toBe("Validation failed");
  });

  it("falls back to the status text when the failure has no body", async () => {
    answerWith(new Response("", { status: 503, statusText: "Service Unavailable" }));

    const error = await failureOf(apiRequest("GET", "/api/user"));

    expect(error.message).toBe("503: Service Unavailable");
    expect(error.body).toBeNull();
    expect(serverMessage(error)).toBeUndefined();
  });

  it("keeps a non-JSON body as text without a parsed body", async () => {
    answerWith(new Response("Bad gateway", { status: 502 }));

    const error = await failureOf(apiRequest("GET", "/api/user"));

    expect(error.message).toBe("502: Bad gateway");
    expect(error.body).toBeNull();
  });

  it("recognises an expired session", async () => {
    answerWith(Response.json({ message: "Not authenticated" }, { status: 401 }));

    const error = await failureOf(apiRequest("GET", "/api/projects"));

    expect(isUnauthorizedError(error)).toBe(true);
    expect(isUnauthorizedError(new Error("401: Unauthorized"))).toBe(false);
  });
});
