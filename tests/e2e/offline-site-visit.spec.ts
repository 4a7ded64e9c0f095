import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import sharp from "sharp";
import { microphoneLaunchOptions, narrationWav } from "./fake-microphone";
import { createProject, signOut, signUp } from "./studio-steps";

const microphone = narrationWav("in the guest bedroom we need a pair of brass bedside lamps and a linen headboard");

// This journey is the site app's: its service worker, which the other journeys block (playwright.config.ts), is on.
test.use({ permissions: ["microphone"], launchOptions: microphoneLaunchOptions(microphone.path), serviceWorkers: "allow" });

const projectIdOf = (page: Page) => new URL(page.url()).pathname.split("/")[2]!;

async function countOf(request: APIRequestContext, path: string, keep: (row: { type?: string }) => boolean = () => true): Promise<number> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ type?: string }>).filter(keep).length;
}

/** Whether the site app's cache on this device holds an answer for `path`. */
const isSaved = (page: Page, path: string) =>
  page.evaluate(`caches.open("atelier-api").then((cache) => cache.match(${JSON.stringify(path)}, { ignoreVary: true })).then(Boolean)`);

/**
 * A page script noting (as window.firstScreenAt, on the page's clock) when the main area first links to `project`; it
 * also keeps every resource's timing (the browser's default buffer holds 250), which the warm-up's start is read from.
 */
const firstScreenClock = (project: string) => `
  performance.setResourceTimingBufferSize(10000);
  new MutationObserver((_, observer) => {
    const links = document.querySelectorAll("main a");
    if (![...links].some((link) => link.textContent.includes(${JSON.stringify(project)}))) return;
    window.firstScreenAt = performance.now();
    observer.disconnect();
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

/** The addresses of the images the site app's cache on this device holds. */
const keptImages = (page: Page) =>
  page.evaluate(`caches.open("atelier-images").then((cache) => cache.keys()).then((kept) => kept.map((request) => request.url))`) as Promise<string[]>;

test("the site app is installable: its worker and manifest are served fresh on every visit", async ({ page }) => {
  const worker = await page.request.get("/sw.js");
  expect(worker.status()).toBe(200);
  expect(worker.headers()["cache-control"]).toBe("no-cache");
  expect(worker.headers()["content-type"]).toMatch(/javascript/);
  const manifest = await page.request.get("/manifest.webmanifest");
  expect(manifest.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  expect(await manifest.json()).toMatchObject({ name: "Atelier", display: "standalone", start_url: "/" });
  // Navigation falls back to the app for its pages, never for the API.
  expect((await page.request.get("/api/nothing-here", { headers: { accept: "text/html" } })).headers()["content-type"]).not.toMatch(/html/);
});

test("opened fresh without signal, the app reaches a room never opened; a note and a photo made there are each saved once when the connection returns", async ({ page, context }) => {
  test.setTimeout(150_000);
  await signUp(page);
  await createProject(page, "Llandudno Beach House");
  const projectId = projectIdOf(page);
  const created = await page.request.post(`/api/projects/${projectId}/rooms`, { data: { name: "Guest Bedroom" } });
  expect(created.ok()).toBe(true);
  const roomId = ((await created.json()) as { id: string }).id;

  // Started with a connection, the app shows its first screen, and only then keeps every room for later. Both
  // moments are taken in the page: the test's own polling could see the screen after the warm-up began.
  await page.addInitScript(firstScreenClock("Llandudno Beach House"));
  await page.goto("/");
  const warmUpRead = JSON.stringify(`/api/projects/${projectId}/timeline`);
  const warmUpStart = () => page.evaluate(`performance.getEntriesByType("resource").find((entry) => entry.name.endsWith(${warmUpRead}))?.startTime`) as Promise<number | undefined>;
  await expect.poll(warmUpStart, { timeout: 30_000 }).toBeDefined().catch(async (error: Error) => {
    // What the warm-up waits for (quietMoment): a controlling service worker, and the page's reads done.
    const waitingOn = await page.evaluate(`navigator.serviceWorker.getRegistration().then((registration) => JSON.stringify({
      controlled: navigator.serviceWorker.controller !== null,
      worker: registration ? { installing: Boolean(registration.installing), waiting: Boolean(registration.waiting), active: registration.active?.state ?? null } : null,
      reads: performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/api/")).map((entry) => [new URL(entry.name).pathname, Math.round(entry.startTime), Math.round(entry.responseEnd)]),
    }))`);
    throw new Error(`${error.message}\nThe warm-up had not started: ${waitingOn}`);
  });
  const warmUpAt = (await warmUpStart())!;
  const firstScreenAt = (await page.evaluate("window.firstScreenAt")) as number | undefined;
  expect(firstScreenAt).toBeDefined();
  expect(warmUpAt).toBeGreaterThanOrEqual(firstScreenAt!);
  await expect.poll(() => isSaved(page, `/api/rooms/${roomId}/voice-notes`), { timeout: 30_000 }).toBe(true);

  await page.close();
  await context.setOffline(true);
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 360, height: 740 });
  await phone.goto("/");
  await expect(phone.getByText(/^Offline: showing what was saved at \d\d:\d\d$/)).toBeVisible();
  await phone.getByRole("main").getByRole("link", { name: /Llandudno Beach House/ }).first().click();
  await phone.getByRole("tab", { name: "Design" }).click();
  await phone.getByRole("region", { name: "Guest Bedroom" }).getByRole("link").first().click();
  await expect(phone.getByRole("heading", { level: 1, name: "Guest Bedroom" })).toBeVisible();

  const queue = phone.getByRole("region", { name: "Upload queue" });
  const main = phone.getByRole("main");
  await main.getByRole("button", { name: "Start Recording" }).click();
  await expect(phone.getByRole("timer", { name: "Recording time" })).toBeVisible();
  await phone.waitForTimeout((microphone.seconds - 0.5) * 1000);
  await main.getByRole("button", { name: "Stop" }).click();
  await main.getByRole("button", { name: "Process with AI" }).click();
  await expect(queue.getByText("Waiting to upload (1)")).toBeVisible();
  await expect(main.getByRole("button", { name: "Start Recording" })).toBeVisible();

  await phone.getByRole("link", { name: "Back to Project" }).click();
  await phone.getByRole("tab", { name: "Design" }).click();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b7a58c" } }).jpeg().toBuffer();
  await phone.getByLabel("Upload photos").setInputFiles({ name: "bay-window.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(queue.getByText("Waiting to upload (2)")).toBeVisible();
  await queue.getByRole("button", { name: "Show" }).click();
  const waiting = queue.getByRole("list", { name: "Waiting uploads" });
  await expect(waiting.getByRole("listitem").nth(0)).toContainText("Voice note for Guest Bedroom");
  await expect(waiting.getByRole("listitem").nth(1)).toContainText("Photo bay-window.jpg");
  expect(await phone.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(360);

  await context.setOffline(false);
  await expect(queue).toBeHidden({ timeout: 20_000 });
  await expect(phone.getByText(/^Offline: showing what was saved/)).toBeHidden();
  await expect(phone.getByRole("button", { name: "View photo 1" })).toBeVisible();
  const photos = () => countOf(phone.request, `/api/projects/${projectId}/images`, (image) => image.type === "photo");
  const notes = () => countOf(phone.request, `/api/rooms/${roomId}/voice-notes`);
  expect(await photos()).toBe(1);
  await expect.poll(notes, { timeout: 60_000 }).toBe(1);

  // The connection coming back again finds nothing left to send.
  await phone.evaluate("window.dispatchEvent(new Event('online'))");
  await phone.waitForTimeout(2_000);
  expect(await photos()).toBe(1);
  expect(await notes()).toBe(1);
  await expect(phone.getByRole("button", { name: "View photo 2" })).toHaveCount(0);
});

test("a photo taken on an earlier visit shows without signal, and a sign-out forgets it", async ({ page, context }) => {
  await signUp(page);
  await createProject(page, "Hermanus Cottage");
  const projectId = projectIdOf(page);
  await page.getByRole("tab", { name: "Design" }).click();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#6f8a7b" } }).jpeg().toBuffer();
  await page.getByLabel("Upload photos").setInputFiles({ name: "stoep.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByRole("button", { name: "View photo 1" })).toBeVisible();
  const thumbnails = async () =>
    ((await (await page.request.get(`/api/projects/${projectId}/images`)).json()) as Array<{ thumbnailUrl: string | null }>).filter((image) => image.thumbnailUrl).length;
  await expect.poll(thumbnails, { timeout: 30_000 }).toBe(1);

  // The warm-up after the first screen keeps the thumbnail the project's answer names.
  await page.goto("/");
  await expect.poll(async () => (await keptImages(page)).some((url) => url.includes("/thumbnails/")), { timeout: 30_000 }).toBe(true);
  await page.close();
  await context.setOffline(true);
  const phone = await context.newPage();
  await phone.setViewportSize({ width: 360, height: 740 });
  await phone.goto(`/projects/${projectId}`);
  await phone.getByRole("tab", { name: "Design" }).click();
  // Loaded from the device: a picture the size of the photo's thumbnail, not the placeholder of one that failed.
  const shown = phone.getByRole("button", { name: "View photo 1" }).locator("img");
  await shown.scrollIntoViewIfNeeded(); // It loads lazily.
  const loaded = () =>
    shown.evaluate((image) => {
      const { complete, naturalWidth, src } = image as unknown as { complete: boolean; naturalWidth: number; src: string };
      return complete && naturalWidth > 0 && src.includes("/thumbnails/");
    });
  await expect.poll(loaded).toBe(true);

  await context.setOffline(false);
  await signOut(phone);
  await expect.poll(async () => (await keptImages(phone)).length).toBe(0);
});

test("signed out, the app opened without signal is its own shell and shows none of the studio's data", async ({ page, context }) => {
  await signUp(page);
  await createProject(page, "Camps Bay Villa");
  const projectId = projectIdOf(page);
  await page.goto("/");
  // Two steps, so a failure says which did not happen: the site app's worker takes charge of the page, then the
  // warm-up after the first screen keeps the project.
  await expect.poll(() => page.evaluate("navigator.serviceWorker.controller !== null"), { timeout: 10_000 }).toBe(true);
  await expect.poll(() => isSaved(page, `/api/projects/${projectId}`), { timeout: 15_000 }).toBe(true);

  await signOut(page);
  await expect.poll(() => isSaved(page, `/api/projects/${projectId}`)).toBe(false);
  await context.setOffline(true);
  await page.goto("/");
  // The app itself answers (not the browser's offline page), saying it cannot reach the server.
  await expect(page.getByRole("heading", { name: "Atelier is unavailable" })).toBeVisible();
  await expect(page.getByText("Camps Bay Villa")).toHaveCount(0);

  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("link", { name: "Sign In" })).toBeVisible();
});
