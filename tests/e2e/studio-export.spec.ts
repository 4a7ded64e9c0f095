import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import { strFromU8, unzipSync } from "fflate";
import { studioExportManifestSchema } from "@atelier/contracts";
import { addRoomWithItem } from "./quote-steps";
import { createProject, signUp } from "./studio-steps";

test("the owner exports the studio from Settings and the download holds its manifest, records and files", async ({ page }) => {
  await signUp(page);
  await createProject(page, "Bishopscourt Manor");
  await addRoomWithItem(page, "Library", { name: "Walnut reading chair", quantity: "1", cost: "12500" });

  await page.goto("/settings");
  const card = page.getByRole("region", { name: "Your Studio's Data" });
  await expect(card.getByText("No export made yet.")).toBeVisible();
  await card.getByRole("button", { name: "Export Studio" }).click();
  await expect(page.getByText("Export ready", { exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent("download"), card.getByRole("link", { name: /^Download the export of/ }).click()]);
  const zip = unzipSync(new Uint8Array(await readFile((await download.path())!)));
  const manifest = studioExportManifestSchema.parse(JSON.parse(strFromU8(zip["manifest.json"]!)));
  expect(manifest.entities.find((entity) => entity.name === "projects")?.rows).toBe(1);
  expect(strFromU8(zip["csv/room_items.csv"]!)).toContain("Walnut reading chair");
});
