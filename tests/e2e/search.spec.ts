import { expect, test } from "@playwright/test";
import { createProject, goUpTo, signUp } from "./studio-steps";

test("Ctrl-K opens the search palette, which finds a project by a misspelt name and opens it", async ({ page }) => {
  await signUp(page);
  await createProject(page, "Sandton Penthouse");
  const projectUrl = page.url();
  await goUpTo(page, "Dashboard");

  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Search" });
  await palette.getByRole("combobox").fill("sandtn pentouse");
  await expect(palette.getByRole("group", { name: "Projects" }).getByRole("option", { name: /Sandton Penthouse/ })).toBeVisible();
  await page.keyboard.press("Enter");

  await expect(page).toHaveURL(projectUrl);
  await expect(palette).toBeHidden();
});

test("on a phone the palette fills the screen and its rows are 44 px tall", async ({ page }) => {
  await signUp(page);
  await createProject(page, "Clifton Villa");
  await page.setViewportSize({ width: 360, height: 740 });

  await page.getByRole("button", { name: "Search" }).click();
  const palette = page.getByRole("dialog", { name: "Search" });
  await palette.getByRole("combobox").fill("clifton");
  const option = palette.getByRole("option", { name: /Clifton Villa/ }).first();
  await expect(option).toBeVisible();

  expect(await palette.boundingBox()).toEqual({ x: 0, y: 0, width: 360, height: 740 });
  expect((await option.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await palette.getByRole("button", { name: "Close" }).click();
  await expect(palette).toBeHidden();
  await expect(page.getByRole("button", { name: "Search" })).toBeFocused();
});
