import { expect, test, type APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { microphoneLaunchOptions, narrationWav } from "./fake-microphone";
import { createProject, createRoomAndOpen, signUp } from "./studio-steps";

const microphone = narrationWav("in the guest bedroom we need a pair of brass bedside lamps and a linen headboard");

test.use({ permissions: ["microphone"], launchOptions: microphoneLaunchOptions(microphone.path) });

const idAfter = (url: string, segment: string) => new URL(url).pathname.split("/")[new URL(url).pathname.split("/").indexOf(segment) + 1]!;

async function countOf(request: APIRequestContext, path: string, keep: (row: { type?: string }) => boolean = () => true): Promise<number> {
  const response = await request.get(path);
  expect(response.status()).toBe(200);
  return ((await response.json()) as Array<{ type?: string }>).filter(keep).length;
}

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

test("opened again without signal, the app's shell comes from the service worker", async ({ page, context }) => {
  await signUp(page);
  await expect.poll(() => page.evaluate("navigator.serviceWorker.ready.then((ready) => ready.active.state)"), { timeout: 15_000 }).toBe("activated");
  await context.setOffline(true);
  await page.goto("/");
  // The app itself answers (not the browser's offline page), saying it cannot reach the server.
  await expect(page.getByRole("heading", { name: "Atelier is unavailable" })).toBeVisible();
  await context.setOffline(false);
  await page.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByRole("heading", { name: "Design Studio Dashboard" })).toBeVisible();
});

test("offline, a recorded note and a photo wait in the queue and are each saved once when the connection returns", async ({ page, context }) => {
  test.setTimeout(120_000);
  await signUp(page);
  await createProject(page, "Llandudno Beach House");
  const projectId = idAfter(page.url(), "projects");
  await createRoomAndOpen(page, "Guest Bedroom");
  const roomId = idAfter(page.url(), "rooms");
  // The studio app installs its service worker, which keeps the shell for use without signal.
  await expect.poll(() => page.evaluate("navigator.serviceWorker.ready.then((ready) => ready.active.scriptURL)"), { timeout: 15_000 }).toMatch(/\/sw\.js$/);

  await page.setViewportSize({ width: 360, height: 740 });
  await context.setOffline(true);
  const queue = page.getByRole("region", { name: "Upload queue" });
  await expect(queue.getByText("Waiting to upload (0)")).toBeVisible();

  const main = page.getByRole("main");
  await main.getByRole("button", { name: "Start Recording" }).click();
  await expect(page.getByRole("timer", { name: "Recording time" })).toBeVisible();
  await page.waitForTimeout((microphone.seconds - 0.5) * 1000);
  await main.getByRole("button", { name: "Stop" }).click();
  await main.getByRole("button", { name: "Process with AI" }).click();
  await expect(page.getByText("Waiting to upload", { exact: true })).toBeVisible();
  await expect(queue.getByText("Waiting to upload (1)")).toBeVisible();
  await expect(main.getByRole("button", { name: "Start Recording" })).toBeVisible();

  await page.getByRole("link", { name: "Back to Project" }).click();
  await page.getByRole("tab", { name: "Design" }).click();
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b7a58c" } }).jpeg().toBuffer();
  await page.getByLabel("Upload photos").setInputFiles({ name: "bay-window.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(queue.getByText("Waiting to upload (2)")).toBeVisible();
  await queue.getByRole("button", { name: "Show" }).click();
  const waiting = queue.getByRole("list", { name: "Waiting uploads" });
  await expect(waiting.getByRole("listitem")).toHaveCount(2);
  await expect(waiting.getByRole("listitem").nth(0)).toContainText("Voice note for Guest Bedroom");
  await expect(waiting.getByRole("listitem").nth(1)).toContainText("Photo bay-window.jpg");
  await expect(waiting.getByText("Waiting", { exact: true })).toHaveCount(2);
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(360);

  await context.setOffline(false);
  await expect(queue).toBeHidden({ timeout: 20_000 });
  await expect(page.getByRole("button", { name: "View photo 1" })).toBeVisible();
  const photos = () => countOf(page.request, `/api/projects/${projectId}/images`, (image) => image.type === "photo");
  const notes = () => countOf(page.request, `/api/rooms/${roomId}/voice-notes`);
  expect(await photos()).toBe(1);
  await expect.poll(notes, { timeout: 60_000 }).toBe(1);

  // The connection coming back again finds nothing left to send.
  await page.evaluate("window.dispatchEvent(new Event('online'))");
  await page.waitForTimeout(2_000);
  expect(await photos()).toBe(1);
  expect(await notes()).toBe(1);
  await expect(page.getByRole("button", { name: "View photo 2" })).toHaveCount(0);
});
