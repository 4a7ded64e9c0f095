import { expect, test } from "@playwright/test";
import { addRoomWithItem } from "./quote-steps";
import { createProject, signUp } from "./studio-steps";

test("the project's Activity tab and the studio's Activity page say who changed what, narrowed by kind of record", async ({ page }) => {
  await signUp(page);
  await createProject(page, "Bishopscourt Manor");
  await addRoomWithItem(page, "Library", { name: "Walnut reading chair", quantity: "2", cost: "12500" });

  await page.getByRole("tab", { name: "Activity" }).click();
  const card = page.getByRole("region", { name: "Activity" });
  const entries = card.getByRole("list", { name: "Activity" }).locator("> li");
  await expect(entries).toHaveCount(3);
  await expect(entries.nth(0)).toContainText("Ayesha Patel added item Walnut reading chair");
  await expect(entries.nth(0).getByRole("list", { name: "What changed in Walnut reading chair" })).toContainText("Cost estimate: R 12,500.00");
  await expect(entries.nth(1)).toContainText("Ayesha Patel added room Library");
  await expect(entries.nth(2)).toContainText("Ayesha Patel added project Bishopscourt Manor");

  await card.getByLabel("Record").selectOption("room");
  await expect(entries).toHaveCount(1);
  await expect(entries.first()).toContainText("added room Library");

  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  const studioEntries = page.getByRole("list", { name: "Activity" }).locator("> li");
  await expect(studioEntries.first()).toContainText("Ayesha Patel added item Walnut reading chair in Bishopscourt Manor");
  await studioEntries.first().getByRole("link", { name: "Bishopscourt Manor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Bishopscourt Manor" })).toBeVisible();
});
