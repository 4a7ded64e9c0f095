import { expect, test } from "@playwright/test";
import { createProject, signUp } from "./studio-steps";

test("a designer times work on a project and logs time already spent, bills it by the hour, then bills a fixed fee", async ({ page }) => {
  await signUp(page);
  await createProject(page, "Camps Bay Penthouse");
  const time = page.getByRole("region", { name: "Time", exact: true });
  await expect(time.getByText("No time kept yet")).toBeVisible();

  await time.getByLabel("Activity").selectOption("site_visit");
  await time.getByRole("button", { name: "Start Timer" }).click();
  await expect(time.getByRole("timer", { name: "Time on the timer" })).toHaveText(/^0:00:\d\d$/);
  // The timer is the member's own: a reload finds it running.
  await page.reload();
  await time.getByRole("button", { name: "Stop Timer" }).click();
  await expect(page.getByText("Time logged", { exact: true })).toBeVisible();
  const entries = time.getByRole("list", { name: "Time entries" });
  await expect(entries.getByText("1 min · Site Visit")).toBeVisible();
  await expect(time.getByRole("button", { name: "Start Timer" })).toBeVisible();

  await time.getByRole("button", { name: "Log Time" }).click();
  const dialog = page.getByRole("dialog", { name: "Log Time" });
  await dialog.getByLabel("Minutes").fill("90");
  await dialog.getByRole("button", { name: "Log Time" }).click();
  await expect(entries.getByText("1 h 30 min · Design")).toBeVisible();
  await expect(time.getByText("1 h 31 min in all · 1 h 31 min billable, not yet billed")).toBeVisible();

  // Billing waits for the studio's hourly rate, then turns the time into a draft fee invoice, once, each activity at its own rate where it has one.
  const projectUrl = page.url();
  await page.goto("/settings");
  await page.getByLabel("Hourly Rate (ZAR)").fill("950");
  await page.getByLabel("Site visits (ZAR an hour)").fill("800");
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Studio settings saved", { exact: true })).toBeVisible();
  await page.goto(projectUrl);
  await time.getByRole("button", { name: "Bill Time" }).click();
  await page.getByRole("alertdialog", { name: "Bill Time" }).getByRole("button", { name: "Create Draft Invoice" }).click();
  await expect(page.getByText("Time billed", { exact: true })).toBeVisible();
  await expect(time.getByText("1 h 31 min in all · 0 min billable, not yet billed")).toBeVisible();
  await expect(entries.getByText("Billed", { exact: true })).toHaveCount(2);
  await expect(time.getByRole("button", { name: "Bill Time" })).toHaveCount(0);
  await page.getByRole("tab", { name: "Accounts" }).click();
  await expect(page.getByText("R 1,654.08").first()).toBeVisible();

  // On a fixed fee, billing bills what is left of the fee.
  await page.getByRole("tab", { name: "Overview" }).click();
  await expect(time.getByText("Hourly, from the time kept")).toBeVisible();
  await time.getByRole("button", { name: "Fee Basis" }).click();
  const basis = page.getByRole("dialog", { name: "Fee Basis" });
  await basis.getByLabel("Fee basis").selectOption("fixed");
  await basis.getByLabel("Fixed fee (ZAR, before VAT)").fill("120 000");
  await basis.getByRole("button", { name: "Save Fee Basis" }).click();
  await expect(page.getByText("Fee basis saved", { exact: true })).toBeVisible();
  await expect(time.getByText("A fixed fee of R 120,000.00 · R 0.00 billed · R 120,000.00 to bill")).toBeVisible();
  await time.getByRole("button", { name: "Bill Time" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Bill Time" });
  await expect(confirm.getByText(/^R 120,000.00 of the project's fee becomes a draft fee invoice/)).toBeVisible();
  await confirm.getByRole("button", { name: "Create Draft Invoice" }).click();
  await expect(time.getByText("A fixed fee of R 120,000.00 · R 120,000.00 billed · R 0.00 to bill")).toBeVisible();
  await expect(time.getByRole("button", { name: "Bill Time" })).toHaveCount(0);
});
