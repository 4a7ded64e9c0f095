import { expect, test, type Page } from "@playwright/test";
import { createProject, goUpTo, projectAction, signUp } from "./studio-steps";

const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };

/** The dashboard's own content: the sidebar lists projects too. */
const main = (page: Page) => page.getByRole("main");

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`on a ${device}, a designer edits a project's details, archives and restores it, then deletes it by typing its name`, async ({ page }) => {
    test.setTimeout(90_000);
    await signUp(page);
    await createProject(page, "Bishopscourt Manor");
    await page.setViewportSize(viewport);

    await (await projectAction(page, "Edit Project")).click();
    const edit = page.getByRole("dialog", { name: "Edit Project" });
    await edit.getByLabel("Project Name").fill("Bishopscourt Manor House");
    await edit.getByLabel("Client Name").fill("Lindiwe Dube");
    await edit.getByLabel("Expected End Date").fill("2027-06-30");
    await edit.getByLabel("Status").selectOption("pending");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("Project updated", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: "Bishopscourt Manor House" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1 }).locator("xpath=..").getByText("Pending")).toBeVisible();
    await expect(page.getByText("Lindiwe Dube", { exact: true })).toBeVisible();
    await expect(page.getByText("Jun 30, 2027")).toBeVisible();

    await (await projectAction(page, "Archive")).click();
    await expect(page.getByText("Project archived", { exact: true })).toBeVisible();
    await expect(page.getByText(/This project is archived/)).toBeVisible();
    await expect(page.getByRole("button", { name: "Edit Project" })).toHaveCount(0);
    await goUpTo(page, "Dashboard");
    await expect(main(page).getByText("No projects yet")).toBeVisible();
    await page.getByRole("button", { name: "Archived" }).click();
    await main(page).getByRole("link", { name: /Bishopscourt Manor House/ }).click();
    await page.getByRole("button", { name: "Restore" }).click();
    await expect(page.getByText("Project restored", { exact: true })).toBeVisible();
    await expect(page.getByText(/This project is archived/)).toHaveCount(0);

    await (await projectAction(page, "Delete")).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete Project" });
    await expect(confirm.getByText('Are you sure you want to delete "Bishopscourt Manor House"? This action cannot be undone.')).toBeVisible();
    await expect(confirm.getByRole("button", { name: "Delete" })).toBeDisabled();
    await confirm.getByLabel('Type "Bishopscourt Manor House" to confirm').fill("Bishopscourt Manor House");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText("Project deleted", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Design Studio Dashboard" })).toBeVisible();
    await expect(main(page).getByText("No projects yet")).toBeVisible();
    await page.getByRole("button", { name: "Archived" }).click();
    await expect(main(page).getByText("No archived projects")).toBeVisible();
  });
}
