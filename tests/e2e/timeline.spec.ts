import { readFile } from "node:fs/promises";
import { expect, test, type Locator } from "@playwright/test";
import { createProject, signUp } from "./studio-steps";

/** The panel stays inside the phone's width and nothing in it scrolls sideways. */
async function fitsTheScreen(panel: Locator): Promise<boolean> {
  const box = await panel.boundingBox();
  const scrollsSideways = await panel.evaluate((node) => node.scrollWidth > node.clientWidth);
  return box !== null && box.x >= 0 && box.x + box.width <= panel.page().viewportSize()!.width && !scrollsSideways;
}

/** A calendar date a week ago in South Africa, where the timeline's days are counted. */
const lastWeek = () => new Date(Date.now() - 7 * 86_400_000).toLocaleDateString("en-CA", { timeZone: "Africa/Johannesburg" });

// Studios keep South African time: the CSV writes a meeting's time as it is there.
test.use({ hasTouch: true, timezoneId: "Africa/Johannesburg" });

test("a designer keeps the project timeline on a phone: milestones, a meeting, overdue, progress and the CSV", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await createProject(page, "Llandudno Beach House");
  await page.setViewportSize({ width: 360, height: 780 });

  const panel = page.getByRole("region", { name: "Project Timeline" });
  await expect(panel.getByText("No milestones yet")).toBeVisible();
  for (const name of ["Add Milestone", "Schedule Meeting", "Export CSV"]) {
    expect((await panel.getByRole("button", { name }).boundingBox())!.height, name).toBeGreaterThanOrEqual(44);
  }

  await panel.getByRole("button", { name: "Add Milestone" }).click();
  const milestone = page.getByRole("dialog", { name: "Add Milestone" });
  await milestone.getByRole("button", { name: "Add Milestone" }).click();
  await expect(page.getByText("Please fill in all required fields.", { exact: true })).toBeVisible();
  await expect(milestone.getByText("Title is required")).toBeVisible();
  await milestone.getByLabel("Title").fill('Walnut, oak & "brass" fittings');
  await milestone.getByLabel("Description").fill("=1+1 on the invoice");
  await milestone.getByLabel("Date").fill(lastWeek());
  await milestone.getByLabel("Category").selectOption("production");
  await milestone.getByRole("button", { name: "Add Milestone" }).click();
  await expect(page.getByText("Milestone Added", { exact: true })).toBeVisible();

  await panel.getByRole("button", { name: "Schedule Meeting" }).click();
  const meeting = page.getByRole("dialog", { name: "Schedule Meeting" });
  await meeting.getByLabel("Title").fill("Fabric review");
  await meeting.getByLabel("Date").fill("2099-06-10");
  await meeting.getByLabel("Time").fill("12:30");
  await meeting.getByRole("button", { name: "Schedule Meeting" }).click();
  await expect(page.getByText("Your meeting has been scheduled successfully.", { exact: true })).toBeVisible();

  const events = panel.getByRole("list", { name: "Timeline events" });
  await expect(events.getByRole("listitem")).toHaveCount(2);
  const fittings = events.getByRole("listitem").filter({ hasText: "Walnut, oak" });
  await expect(fittings.getByText("Overdue")).toBeVisible();
  await expect(panel.getByText("0 of 2 completed · 0%")).toBeVisible();
  expect(await fitsTheScreen(panel)).toBe(true);

  await fittings.getByLabel('Status of Walnut, oak & "brass" fittings').selectOption("completed");
  await expect(fittings.getByText("Overdue")).toHaveCount(0);
  await expect(panel.getByText("1 of 2 completed · 50%")).toBeVisible();

  const download = page.waitForEvent("download");
  await panel.getByRole("button", { name: "Export CSV" }).click();
  await expect(page.getByText("Timeline Exported", { exact: true })).toBeVisible();
  const csv = await readFile((await (await download).path())!, "utf8");
  expect(csv.replace(/^\uFEFF/, "").split("\r\n")).toEqual([
    "Title,Description,Date,Status,Category",
    `"Walnut, oak & ""brass"" fittings",'=1+1 on the invoice,${lastWeek()},completed,production`,
    "Fabric review,,2099-06-10 12:30,pending,design",
    "",
  ]);

  await page.getByRole("tab", { name: "Meetings" }).click();
  await expect(page.getByText("Fabric review")).toBeVisible();
});
