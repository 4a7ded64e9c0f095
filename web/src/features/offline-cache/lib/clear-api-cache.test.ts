import { afterEach, expect, it, vi } from "vitest";
import { thandi } from "@/test/fixtures";
import { serve } from "@/test/gateway";
import { clearApiCache } from "./clear-api-cache";
import { savedAnswers } from "./saved-answers";
import { warmApiCache } from "./warm-api-cache";

afterEach(() => savedAnswers.forget());

it("forgets the device's saved answers and images, their notice, and stops a warm-up from saving more", async () => {
  // The browser's Cache Storage, which jsdom does not have.
  const cacheStorage = { delete: vi.fn(async () => true) };
  vi.stubGlobal("caches", cacheStorage);
  let signOut: Promise<void> = Promise.resolve();
  const fetchMock = serve({
    "GET /api/user": () => {
      signOut = clearApiCache();
      return Response.json(thandi);
    },
  });
  savedAnswers.receive({ type: "atelier:cached-answer", savedAt: "Mon, 23 Nov 2026 12:05:00 GMT" });

  await expect(warmApiCache()).rejects.toThrow("The warm-up was stopped");
  await signOut;

  expect(cacheStorage.delete).toHaveBeenCalledWith("atelier-api");
  expect(cacheStorage.delete).toHaveBeenCalledWith("atelier-images");
  expect(savedAnswers.snapshot()).toBeNull();
  expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(["/api/user"]);
});
