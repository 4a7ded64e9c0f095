import { afterEach, describe, expect, it, vi } from "vitest";
import { cachedAnswerNotice } from "./cached-answer-notice";
import { savedAnswers } from "./saved-answers";

afterEach(() => savedAnswers.forget());

/** The worker's plugin, answering `request` from the cache for the page with `clientId`: what the page is sent. */
async function answerFromCache(savedAt: string | null, clientId = "page-1") {
  const postMessage = vi.fn();
  const get = vi.fn(async (id: string) => (id === "page-1" ? { postMessage } : undefined));
  vi.stubGlobal("clients", { get });
  const cachedResponse = Response.json([], savedAt ? { headers: { date: savedAt } } : {});
  const used = await cachedAnswerNotice.cachedResponseWillBeUsed({ cachedResponse, event: Object.assign(new Event("fetch"), { clientId }) });
  expect(used).toBe(cachedResponse);
  return postMessage.mock.calls.map(([message]) => message as unknown);
}

describe("a cached answer's notice", () => {
  it("tells the page that asked when the answer it got was saved, and the page keeps the oldest", async () => {
    const newer = await answerFromCache("Mon, 23 Nov 2026 12:05:00 GMT");
    const older = await answerFromCache("Mon, 23 Nov 2026 09:30:00 GMT");
    expect(newer).toEqual([{ type: "atelier:cached-answer", savedAt: "Mon, 23 Nov 2026 12:05:00 GMT" }]);

    [...newer, ...older, ...newer].forEach((message) => savedAnswers.receive(message));

    expect(savedAnswers.snapshot()).toBe(Date.parse("2026-11-23T09:30:00Z"));
  });

  it("tells the page that asked when the network answered it instead", async () => {
    const postMessage = vi.fn();
    vi.stubGlobal("clients", { get: vi.fn(async () => ({ postMessage })) });
    const response = Response.json([]);

    expect(await cachedAnswerNotice.fetchDidSucceed({ response, event: Object.assign(new Event("fetch"), { clientId: "page-1" }) })).toBe(response);

    expect(postMessage).toHaveBeenCalledWith({ type: "atelier:fresh-answer" });
  });

  it("tells nobody when no page asked, and leaves a missing answer missing", async () => {
    expect(await answerFromCache("Mon, 23 Nov 2026 12:05:00 GMT", "")).toEqual([]);
    expect(await cachedAnswerNotice.cachedResponseWillBeUsed({ event: Object.assign(new Event("fetch"), { clientId: "page-1" }) })).toBeUndefined();
  });

  it("ignores messages that are not about a saved answer, and one without a date", async () => {
    const listener = vi.fn();
    const unsubscribe = savedAnswers.subscribe(listener);
    savedAnswers.receive({ type: "workbox-update" });
    savedAnswers.receive("hello");
    (await answerFromCache(null)).forEach((message) => savedAnswers.receive(message));
    savedAnswers.receive({ type: "atelier:cached-answer", savedAt: "not a date" });
    unsubscribe();

    expect(savedAnswers.snapshot()).toBeNull();
    expect(listener).not.toHaveBeenCalled();
  });

  it("is forgotten once fresh answers are on their way", () => {
    savedAnswers.receive({ type: "atelier:cached-answer", savedAt: "Mon, 23 Nov 2026 12:05:00 GMT" });
    const listener = vi.fn();
    savedAnswers.subscribe(listener);

    savedAnswers.forget();

    expect(savedAnswers.snapshot()).toBeNull();
    expect(listener).toHaveBeenCalledOnce();
  });
});
