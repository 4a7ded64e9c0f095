import { expect, test, type Locator, type Page } from "@playwright/test";
import { createProject, signUp } from "./studio-steps";

const PHONE = { width: 360, height: 780 };

/** The open tab's panel and everything in it stay within the phone's width (the top bar is the shell's, tested with it). */
async function expectWithinPhone(page: Page) {
  const panel = page.getByRole("tabpanel");
  for (const part of [panel, ...(await panel.locator("[role=article], h3, p, button, a, li").all())]) {
    const box = (await part.boundingBox())!;
    expect(box.x + box.width, await part.innerText()).toBeLessThanOrEqual(PHONE.width);
  }
}

async function expectTapTargets(card: Locator) {
  for (const control of [...(await card.getByRole("button").all()), ...(await card.getByRole("link").all())]) {
    expect((await control.boundingBox())!.height, await control.innerText()).toBeGreaterThanOrEqual(44);
  }
}

test("on a phone, a designer schedules a meeting with a link, edits, starts and completes it with a follow-up, and takes installations through start, completion and cancellation", async ({ page }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await createProject(page, "Bantry Bay Apartment");
  await page.setViewportSize(PHONE);

  await page.getByRole("tab", { name: "Meetings" }).click();
  await page.getByRole("button", { name: "Schedule Meeting" }).click();
  const schedule = page.getByRole("dialog", { name: "Schedule Meeting" });
  await schedule.getByLabel("Title").fill("Concept presentation");
  await schedule.getByLabel("Date & Time").fill("2099-03-04T09:30");
  await schedule.getByLabel("Meeting Link").fill("https://meet.example.com/abc-defg-hij");
  const attendee = schedule.getByRole("group", { name: "Attendee 1" });
  await attendee.getByLabel("Name").fill("Pieter van der Merwe");
  await attendee.getByLabel("Email").fill("pieter@example.co.za");
  await schedule.getByRole("button", { name: "Schedule Meeting" }).click();
  await expect(page.getByText("Meeting Scheduled", { exact: true })).toBeVisible();

  const card = page.getByRole("article", { name: "Concept presentation" });
  const join = card.getByRole("link", { name: /Join Meeting/ });
  await expect(join).toHaveAttribute("href", "https://meet.example.com/abc-defg-hij");
  await expect(join).toHaveAttribute("target", "_blank");
  await expectTapTargets(card);
  await expectWithinPhone(page);

  await card.getByRole("button", { name: "Edit Concept presentation" }).click();
  const edit = page.getByRole("dialog", { name: "Edit Meeting" });
  await expect(edit.getByLabel("Title")).toHaveValue("Concept presentation");
  await expect(edit.getByRole("group", { name: "Attendee 1" }).getByLabel("Email")).toHaveValue("pieter@example.co.za");
  await edit.getByLabel("Title").fill("Concept presentation, living areas");
  await edit.getByLabel("Date & Time").fill("2099-03-05T10:00");
  await edit.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Meeting Updated", { exact: true })).toBeVisible();

  const moved = page.getByRole("article", { name: "Concept presentation, living areas" });
  await moved.getByRole("button", { name: "Start Concept presentation, living areas" }).click();
  await expect(moved.getByText("In Progress", { exact: true })).toBeVisible();
  await expect(moved.getByRole("button", { name: /^Edit/ })).toHaveCount(0);

  await moved.getByRole("button", { name: "Complete Concept presentation, living areas" }).click();
  const complete = page.getByRole("dialog", { name: "Complete Meeting" });
  await complete.getByLabel("Outcome").fill("Living room concept approved");
  await complete.getByRole("button", { name: "Add Follow-up" }).click();
  await complete.getByLabel("Action").fill("Send revised fabric samples");
  await complete.getByLabel("Due date").fill("2099-03-12");
  await complete.getByRole("button", { name: "Complete Meeting" }).click();
  await expect(page.getByText("Meeting Completed", { exact: true })).toBeVisible();
  const past = page.getByRole("region", { name: "Past Meetings" });
  await expect(past.getByText("Living room concept approved")).toBeVisible();
  await expect(past.getByText("Send revised fabric samples")).toBeVisible();
  await expect(past.getByRole("article").getByRole("button")).toHaveCount(0);
  await expectWithinPhone(page);

  await page.getByRole("tab", { name: "Installations" }).click();
  for (const title of ["Lounge furniture", "Pendant lights"]) {
    await page.getByRole("button", { name: "Schedule Installation" }).click();
    const dialog = page.getByRole("dialog", { name: "Schedule Installation" });
    await dialog.getByLabel("Title").fill(title);
    await dialog.getByLabel("Date & Time").fill("2099-03-06T08:00");
    await dialog.getByRole("button", { name: "Schedule Installation" }).click();
    await expect(page.getByText("Installation Scheduled", { exact: true })).toBeVisible();
  }
  const lounge = page.getByRole("article", { name: "Lounge furniture" });
  await expectTapTargets(lounge);
  await lounge.getByRole("button", { name: "Start Installation" }).click();
  await expect(lounge.getByText("In Progress", { exact: true })).toBeVisible();
  await lounge.getByRole("button", { name: "Complete Lounge furniture" }).click();
  await expect(page.getByRole("region", { name: "Past Installations" }).getByRole("article", { name: "Lounge furniture" }).getByText("Completed", { exact: true })).toBeVisible();

  await page.getByRole("article", { name: "Pendant lights" }).getByRole("button", { name: "Cancel Pendant lights" }).click();
  const cancel = page.getByRole("dialog", { name: "Cancel installation?" });
  await cancel.getByRole("button", { name: "Cancel Installation" }).click();
  await expect(cancel.getByText("Please give a reason for cancelling")).toBeVisible();
  await cancel.getByLabel("Reason for cancelling").fill("Ceiling not ready");
  await cancel.getByRole("button", { name: "Cancel Installation" }).click();
  await expect(page.getByText("Installation Cancelled", { exact: true })).toBeVisible();
  // A cancelled installation still ahead is in neither list (spec section 4).
  await expect(page.getByRole("article", { name: "Pendant lights" })).toHaveCount(0);
  await expectWithinPhone(page);
});
