import { expect, test } from "@playwright/test";
import { signUp } from "./studio-steps";

const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`on a ${device}`, () => {
    test.use({ viewport, hasTouch: device === "phone" });

    test("a designer types rand as it is written here, reads areas in m² and books on the hour (issue 13, item 5)", async ({ page }) => {
      test.setTimeout(90_000);
      await signUp(page);

      await page.getByRole("main").getByRole("button", { name: "New Project" }).click();
      const create = page.getByRole("dialog", { name: "Create Project" });
      await create.getByLabel("Project Name").fill("Bishopscourt Manor");
      await create.getByLabel("Client Name").fill("Lindiwe Dube");
      await create.getByLabel("Client Email").fill("lindiwe@example.co.za");
      const budget = create.getByLabel("Budget (ZAR)");
      await budget.fill("2 500 000,5");
      await budget.blur();
      await expect(budget).toHaveValue("R 2,500,000.50");
      await budget.fill("2 500,000");
      await create.getByRole("button", { name: "Create Project" }).click();
      await expect(create.getByText("Budget could be read two ways: put a comma or point only before the cents, e.g. R 2 500 000,00")).toBeVisible();
      await budget.fill("R 2 500 000");
      await create.getByRole("button", { name: "Create Project" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Bishopscourt Manor" })).toBeVisible();
      await expect(page.getByText("R 2,500,000.00", { exact: true }).first()).toBeVisible();

      await page.getByRole("button", { name: "Edit", exact: true }).click();
      await page.getByLabel("Total Floor Area (m²)").fill("640.5");
      await page.getByLabel("Lot Size (m²)").fill("2100");
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("640.5 m²", { exact: true })).toBeVisible();
      await expect(page.getByText("2100 m²", { exact: true })).toBeVisible();

      await page.getByRole("tablist", { name: "Project sections" }).getByRole("tab", { name: "Meetings" }).click();
      await page.getByRole("button", { name: "Schedule Meeting" }).first().click();
      const startsAt = await page.getByRole("dialog", { name: "Schedule Meeting" }).getByLabel("Date & Time").inputValue();
      expect(startsAt).toMatch(/T\d{2}:00$/);
    });
  });
}
