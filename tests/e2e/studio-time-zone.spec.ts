import { expect, test } from "@playwright/test";
import { createProject, signUp } from "./studio-steps";

// A designer working from New York for a Johannesburg studio: the browser's zone is not the studio's.
test.use({ timezoneId: "America/New_York" });

test("a designer abroad books and reads times on the studio's clock, and the owner can move the studio's clock (issue 20, item 17)", async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page);
  await createProject(page, "Camps Bay Residence");

  await page.getByRole("tab", { name: "Meetings" }).click();
  await page.getByRole("button", { name: "Schedule Meeting" }).click();
  const schedule = page.getByRole("dialog", { name: "Schedule Meeting" });
  await schedule.getByLabel("Title").fill("Lighting walkthrough");
  await schedule.getByLabel("Date & Time").fill("2099-03-04T09:30");
  await schedule.getByRole("group", { name: "Attendee 1" }).getByLabel("Name").fill("Pieter van der Merwe");
  await schedule.getByRole("button", { name: "Schedule Meeting" }).click();
  const card = page.getByRole("article", { name: "Lighting walkthrough" });
  // 09:30 in Johannesburg, not in New York (where it is 02:30).
  await expect(card.getByText("Mar 04, 09:30", { exact: true })).toBeVisible();
  const projectUrl = page.url();

  await page.goto("/settings");
  const zone = page.getByLabel("Time Zone");
  await expect(zone).toHaveValue("Africa/Johannesburg");
  await zone.selectOption("Europe/London");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Studio settings saved", { exact: true })).toBeVisible();

  await page.goto(projectUrl);
  await expect(page.getByRole("article", { name: "Lighting walkthrough" }).getByText("Mar 04, 07:30", { exact: true })).toBeVisible();
});
