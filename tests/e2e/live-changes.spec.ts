import { expect, test } from "@playwright/test";
import { createProject, createRoomAndOpen, signIn, signUp } from "./studio-steps";

test("an item added in one browser appears on a colleague's open room page without a reload", async ({ browser }) => {
  // Two browsers sign in, each through the deliberately slow password hash.
  test.setTimeout(60_000);
  const [mine, colleagues] = await Promise.all([browser.newContext(), browser.newContext()]);
  const page = await mine.newPage();
  const email = await signUp(page);
  await createProject(page, "Bishopscourt Manor");
  await createRoomAndOpen(page, "Library");

  const colleague = await colleagues.newPage();
  await signIn(colleague, email);
  await colleague.goto(page.url());
  await expect(colleague.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
  let reloads = 0;
  colleague.on("load", () => (reloads += 1));

  await page.getByRole("button", { name: "Add Item" }).click();
  const itemDialog = page.getByRole("dialog", { name: "Add Item" });
  await itemDialog.getByLabel("Name").fill("Walnut reading chair");
  await itemDialog.getByLabel("Estimated Cost (ZAR)").fill("18500");
  await itemDialog.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText("Item Added", { exact: true })).toBeVisible();

  await expect(colleague.getByRole("table").getByText("Walnut reading chair")).toBeVisible();
  await expect(colleague.getByText("R 18,500.00").first()).toBeVisible();
  expect(reloads).toBe(0);
  await Promise.all([mine.close(), colleagues.close()]);
});
