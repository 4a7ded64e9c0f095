import { expect, test, type Locator, type Page } from "@playwright/test";
import { microphoneLaunchOptions, narrationWav } from "./fake-microphone";
import { createProject, createRoomAndOpen, signUp } from "./studio-steps";

const microphone = narrationWav("in the main bedroom we need a pair of brass bedside lamps and a king size upholstered headboard in sage velvet");

test.use({ permissions: ["microphone"], launchOptions: microphoneLaunchOptions(microphone.path), hasTouch: true });

type Viewport = { width: number; height: number };
const PHONE: Viewport = { width: 360, height: 740 };
const DESKTOP: Viewport = { width: 1280, height: 800 };

/** A room whose own item is in Title Case, and a site visit recorded and processed there; the items it added are listed. */
async function recordSiteVisit(page: Page, viewport: Viewport) {
  await signUp(page);
  await createProject(page, "Constantia Manor");
  await createRoomAndOpen(page, "Main Bedroom");
  await page.setViewportSize(viewport);

  await page.getByRole("main").getByRole("button", { name: "Add Item" }).first().click();
  const addItem = page.getByRole("dialog", { name: "Add Item" });
  await addItem.getByLabel("Name").fill("Velvet Accent Chair");
  await addItem.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText("Item Added", { exact: true })).toBeVisible();

  const recorder = page.locator("#voice-site-notes");
  await recorder.getByRole("button", { name: "Start Recording" }).click();
  await expect(recorder.getByRole("timer", { name: "Recording time" })).toBeVisible();
  await page.waitForTimeout((microphone.seconds - 0.5) * 1000);
  await recorder.getByRole("button", { name: "Stop" }).click();
  await recorder.getByRole("button", { name: "Process with AI" }).click();

  const toasts = page.getByRole("region", { name: "Notifications (F8)" });
  await expect(toasts.getByText(/^Transcribed and extracted \d+ items$/)).toBeVisible({ timeout: 60_000 });
  const rows = page.getByRole("table").getByRole("row");
  const headboard = rows.filter({ hasText: "Headboard" });
  await expect(headboard).toBeVisible();
  await expect(headboard.getByText(/^AI \d+%$/)).toBeVisible();
  await expect(headboard.getByText("Catalogue estimate")).toBeVisible();
  await expect(rows.filter({ hasText: "Bedside Lamp" })).toBeVisible();
  return { toasts, rows };
}

/** The AI's items are gone, the designer's own stays, and the note keeps its recording and transcript with nothing left to undo. */
async function expectUndone(page: Page, rows: Locator) {
  await expect(rows.filter({ hasText: "Headboard" })).toHaveCount(0);
  await expect(rows.filter({ hasText: "Bedside Lamp" })).toHaveCount(0);
  await expect(rows.filter({ hasText: "Velvet Accent Chair" })).toBeVisible();
  const note = page.getByRole("listitem").filter({ hasText: "0 items added" });
  await expect(note).toBeVisible();
  await expect(note.getByLabel(/^Recording of /)).toBeAttached();
  await expect(note.getByText(/headboard/i)).toBeVisible();
  await expect(page.getByRole("button", { name: /^Undo the items of the note of/ })).toHaveCount(0);
}

test("on a phone, the items a voice note added are marked AI, named like the room's items, and undone from the toast in one step", async ({ page }) => {
  test.setTimeout(120_000);
  const { toasts, rows } = await recordSiteVisit(page, PHONE);

  await toasts.getByRole("button", { name: "Undo" }).tap();
  await expect(toasts.getByText("Voice Items Undone", { exact: true })).toBeVisible();
  await expect(toasts.getByText(/items? removed from the room; the voice note and its transcript are kept\.$/)).toBeVisible();
  await expectUndone(page, rows);
  expect(await page.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(PHONE.width);
});

test("on a desktop, a voice note's items are undone later from the note itself", async ({ page }) => {
  test.setTimeout(120_000);
  const { toasts, rows } = await recordSiteVisit(page, DESKTOP);

  await page.getByRole("button", { name: /^Undo the items of the note of/ }).click();
  await expect(toasts.getByText("Voice Items Undone", { exact: true })).toBeVisible();
  await expectUndone(page, rows);
});
