import { expect, test } from "@playwright/test";
import { createProject, goUpTo, signUp } from "./studio-steps";

/** A moment some days ahead, as a datetime-local input takes it. */
function daysAhead(days: number): string {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setHours(10, 0, 0, 0);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T10:00`;
}

test("a designer creates a project and validation stops an incomplete one", async ({ page }) => {
  await signUp(page);
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "New Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Project" });
  // The suite runs as a designer who asked their system for less motion (playwright.config.ts): nothing animates.
  await expect(dialog).toHaveCSS("animation-duration", "1e-05s");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(dialog.getByText("Project name is required")).toBeVisible();
  await expect(dialog.getByText("Client name is required")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await createProject(page, "Sandton Penthouse");
  await expect(page.getByText(/ATL-\d{4}-001/).first()).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByRole("link", { name: /Sandton Penthouse/ })).toBeVisible();

  await goUpTo(page, "Dashboard");
  await expect(page.getByText("R 0.00")).toBeVisible();
});

test("sample data, house details, rooms and items", async ({ page }) => {
  await signUp(page);
  await createProject(page, "Constantia Residence");

  await page.getByRole("button", { name: "Add Sample Data" }).click();
  await expect(page.getByText("Sample Data Added", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Add Sample Data" })).toHaveCount(0);

  await page.getByRole("button", { name: "Edit", exact: true }).click();
  await page.getByLabel("Address").fill("12 Klaassens Road, Constantia, Cape Town");
  await page.getByLabel("Year Built").fill("1998");
  await page.getByLabel("Bedrooms").fill("5");
  await page.getByLabel("Bathrooms").fill("4.5");
  await page.getByLabel("Has Garage").check();
  await page.getByLabel("Garage Spaces").fill("3");
  await page.getByRole("button", { name: "Save" }).click();
  await expect(page.getByText("House details updated", { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByText("1998")).toBeVisible();
  // The header shows the address once it is known.
  await expect(page.getByText("12 Klaassens Road, Constantia, Cape Town").first()).toBeVisible();

  await page.getByRole("tab", { name: "Design" }).click();
  await page.getByRole("button", { name: "Add Room" }).click();
  const roomDialog = page.getByRole("dialog", { name: "Add Room" });
  await expect(roomDialog.getByRole("button", { name: "Create Room" })).toBeDisabled();
  await roomDialog.getByLabel("Name").fill("Wine Cellar");
  await roomDialog.getByLabel("Floor Area (m²)").fill("18.5");
  await roomDialog.getByRole("button", { name: "Create Room" }).click();
  await expect(page.getByText("Room created", { exact: true })).toBeVisible();

  const cellar = page.getByRole("region", { name: "Wine Cellar" });
  await cellar.getByRole("button", { name: "Add Item" }).click();
  const itemDialog = page.getByRole("dialog", { name: "Add Item" });
  await expect(itemDialog.getByRole("button", { name: "Add Item" })).toBeDisabled();
  await itemDialog.getByLabel("Name").fill("Oak wine rack");
  await itemDialog.getByLabel("Estimated Cost (ZAR)").fill("24500");
  await itemDialog.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText("Item Added", { exact: true })).toBeVisible();

  await cellar.getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Wine Cellar" })).toBeVisible();
  await expect(page.getByRole("table").getByText("Oak wine rack")).toBeVisible();
  await expect(page.getByText("R 24,500.00").first()).toBeVisible();
});

test("a meeting and an installation appear in Upcoming", async ({ page }) => {
  await signUp(page);
  await createProject(page, "Umhlanga Villa");

  await page.getByRole("tab", { name: "Meetings" }).click();
  await page.getByRole("button", { name: "Schedule Meeting" }).click();
  const meeting = page.getByRole("dialog", { name: "Schedule Meeting" });
  await meeting.getByLabel("Title").fill("Concept presentation");
  await meeting.getByLabel("Date & Time").fill(daysAhead(5));
  await meeting.getByLabel("Duration (minutes)").fill("90");
  const firstAttendee = meeting.getByRole("group", { name: "Attendee 1" });
  await firstAttendee.getByLabel("Name").fill("Pieter van der Merwe");
  await firstAttendee.getByLabel("Email").fill("pieter@example.co.za");
  await meeting.getByRole("button", { name: "Schedule Meeting" }).click();
  await expect(page.getByText("Meeting Scheduled", { exact: true })).toBeVisible();
  const upcomingMeetings = page.getByRole("region", { name: "Upcoming Meetings" });
  await expect(upcomingMeetings.getByRole("article", { name: "Concept presentation" })).toBeVisible();

  await page.getByRole("tab", { name: "Installations" }).click();
  await page.getByRole("button", { name: "Schedule Installation" }).click();
  const installation = page.getByRole("dialog", { name: "Schedule Installation" });
  await installation.getByLabel("Title").fill("Pendant lights");
  await installation.getByLabel("Date & Time").fill(daysAhead(12));
  await installation.getByRole("button", { name: "Schedule Installation" }).click();
  await expect(page.getByText("Installation Scheduled", { exact: true })).toBeVisible();
  const upcomingInstallations = page.getByRole("region", { name: "Upcoming Installations" });
  await expect(upcomingInstallations.getByRole("article", { name: "Pendant lights" })).toBeVisible();
});
