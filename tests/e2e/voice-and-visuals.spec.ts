import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { microphoneLaunchOptions, narrationWav } from "./fake-microphone";
import { createProject, createRoomAndOpen, signUp } from "./studio-steps";

const NARRATION =
  "in the main bedroom we need a pair of brass bedside lamps a king size upholstered headboard in sage velvet and six metres of linen for the curtains";

const microphone = narrationWav(NARRATION);

test.use({ permissions: ["microphone"], launchOptions: microphoneLaunchOptions(microphone.path) });

test("a site visit recorded through the microphone becomes room items, with live progress", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await createProject(page, "Bishopscourt Residence");
  await createRoomAndOpen(page, "Main Bedroom");

  const recorder = page.getByRole("main");
  // The sidebar's quick action brings the room's recorder to hand.
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "Start Recording" }).click();
  await expect(recorder.getByRole("button", { name: "Start Recording" })).toBeFocused();
  await recorder.getByRole("button", { name: "Start Recording" }).click();
  await expect(page.getByRole("timer", { name: "Recording time" })).toBeVisible();
  await expect.poll(async () => Number(await page.getByRole("meter", { name: "Input level" }).getAttribute("aria-valuenow")), { timeout: 5_000 }).toBeGreaterThan(0);
  await page.waitForTimeout((microphone.seconds - 0.5) * 1000);
  await expect(page.getByRole("timer", { name: "Recording time" })).not.toHaveText("0:00");
  await recorder.getByRole("button", { name: "Stop" }).click();

  await recorder.getByRole("button", { name: "Process with AI" }).click();
  await expect(page.getByRole("progressbar", { name: "Processing recording" })).toBeVisible();
  await expect(page.getByText(/^Transcribed and extracted \d+ items$/)).toBeVisible({ timeout: 45_000 });

  const table = page.getByRole("table");
  await expect(table.getByText("headboard", { exact: false }).first()).toBeVisible();
  await expect(table.getByText("bedside lamp", { exact: false }).first()).toBeVisible();
  await expect(page.getByRole("heading", { name: "Transcript" })).toBeVisible();
});

test("concept visuals are generated for a room and open in the viewer", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page);
  await createProject(page, "Clifton Apartment");
  await createRoomAndOpen(page, "Living Room");

  await page.getByRole("button", { name: "Generate Images" }).click();
  const dialog = page.getByRole("dialog", { name: "Generate Images" });
  await dialog.getByLabel("Room Description").fill("");
  await dialog.getByRole("button", { name: "Generate Images" }).click();
  await expect(page.getByText("Please provide a room description.", { exact: true })).toBeVisible();

  await dialog.getByLabel("Room Description").fill("An ivory and navy living room with oak floors and a linen sofa");
  await dialog.getByRole("button", { name: "Generate Images" }).click();
  await expect(page.getByText("Images Generated", { exact: true })).toBeVisible({ timeout: 30_000 });

  const firstConcept = page.getByRole("button", { name: "View design concept 1" });
  await expect(firstConcept).toBeVisible();
  await expect.poll(() => firstConcept.locator("img").evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);
  await firstConcept.click();
  const viewer = page.getByRole("dialog", { name: "Image Viewer" });
  await viewer.getByRole("button", { name: "Zoom in" }).click();
  await expect(viewer.getByRole("status", { name: "Zoom" })).toHaveText("150%");
  const download = page.waitForEvent("download");
  await viewer.getByRole("button", { name: "Download" }).click();
  expect((await download).suggestedFilename()).toMatch(/\.jpg$/);
});

test("photos upload to the project and show their thumbnails", async ({ page }) => {
  await signUp(page);
  await createProject(page, "Hout Bay Villa");
  await page.getByRole("tab", { name: "Design" }).click();

  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b7a58c" } }).jpeg().toBuffer();
  await page.getByLabel("Upload photos").setInputFiles({ name: "lounge.jpg", mimeType: "image/jpeg", buffer: photo });
  await expect(page.getByText("Photo uploaded", { exact: true })).toBeVisible();
  const tile = page.getByRole("button", { name: "View photo 1" });
  await expect(tile).toBeVisible();
  await expect.poll(() => tile.locator("img").evaluate((image) => (image as unknown as { naturalWidth: number }).naturalWidth)).toBeGreaterThan(0);

  const tooMany = Array.from({ length: 6 }, (_, index) => ({ name: `p${index}.jpg`, mimeType: "image/jpeg", buffer: photo }));
  await page.getByLabel("Upload photos").setInputFiles(tooMany);
  await expect(page.getByText("Maximum 5 file(s) allowed", { exact: true })).toBeVisible();
});
