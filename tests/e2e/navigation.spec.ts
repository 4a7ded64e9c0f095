import { expect, test, type Page } from "@playwright/test";
import { createProject, createRoomAndOpen, goUpTo, signUp } from "./studio-steps";

const VIEWPORTS = [
  ["phone", { width: 360, height: 780 }],
  ["desktop", { width: 1280, height: 800 }],
] as const;

const breadcrumbs = (page: Page) => page.getByRole("navigation", { name: "Breadcrumb" });

/** The one way up a screen offers: on a phone its back link alone, wider its trail of links ending at the page itself. */
async function expectWayUp(page: Page, device: string, way: { back: string; links: string[]; current: string }) {
  if (device === "phone") {
    await expect(page.getByRole("link", { name: way.back })).toBeInViewport();
    await expect(breadcrumbs(page)).toBeHidden();
    return;
  }
  await expect(breadcrumbs(page).getByRole("link")).toHaveText(way.links);
  await expect(breadcrumbs(page).getByText(way.current, { exact: true })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: way.back })).toBeHidden();
}
const selectedTab = (page: Page) => page.getByRole("tablist", { name: "Project sections" }).getByRole("tab", { selected: true });

/** Today at noon on the studio's clock (Johannesburg, a new studio's), as the Date & Time field takes it. */
const todayAtNoon = () => `${new Date().toLocaleDateString("en-CA", { timeZone: "Africa/Johannesburg" })}T12:00`;

async function scheduleMeeting(page: Page, title: string) {
  await page.getByRole("tab", { name: "Meetings" }).click();
  await page.getByRole("button", { name: "Schedule Meeting" }).click();
  const dialog = page.getByRole("dialog", { name: "Schedule Meeting" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Date & Time").fill(todayAtNoon());
  await dialog.getByRole("group", { name: "Attendee 1" }).getByLabel("Name").fill("Pieter van der Merwe");
  await dialog.getByRole("button", { name: "Schedule Meeting" }).click();
  await expect(page.getByText("Meeting Scheduled", { exact: true })).toBeVisible();
}

for (const [device, viewport] of VIEWPORTS) {
  test.describe(`on a ${device}`, () => {
    test.use({ hasTouch: device === "phone" });

    test("a project's tab lives in its address through reload and Back, each screen has its own title and way up, and Skip to content reaches the page", async ({ page }) => {
      test.setTimeout(60_000);
      await signUp(page);
      await expect(page).toHaveTitle("Dashboard · Atelier");

      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();

      // New Project is in the sidebar, a menu on a phone: the project is made first, then the screen shrinks.
      await createProject(page, "Bishopscourt Manor");
      await page.setViewportSize(viewport);
      const projectPath = new URL(page.url()).pathname;
      await expect(page).toHaveTitle("Bishopscourt Manor · Overview · Atelier");
      await expectWayUp(page, device, { back: "Back to Dashboard", links: ["Dashboard"], current: "Bishopscourt Manor" });

      await page.getByRole("tab", { name: "Design" }).click();
      await expect(page).toHaveURL(`${projectPath}/design`);
      await expect(page).toHaveTitle("Bishopscourt Manor · Design · Atelier");
      await expectWayUp(page, device, { back: "Back to Dashboard", links: ["Dashboard", "Bishopscourt Manor"], current: "Design" });
      await page.reload();
      await expect(selectedTab(page)).toHaveText("Design");
      await expect(page.getByRole("button", { name: "Add Room" })).toBeVisible();

      await createRoomAndOpen(page, "Main Lounge");
      await expect(page).toHaveTitle("Main Lounge · Bishopscourt Manor · Atelier");
      await expectWayUp(page, device, { back: "Back to Project", links: ["Dashboard", "Bishopscourt Manor", "Design"], current: "Main Lounge" });

      await page.goBack();
      await expect(page).toHaveURL(`${projectPath}/design`);
      await expect(selectedTab(page)).toHaveText("Design");
      await page.getByRole("tab", { name: "Orders" }).click();
      await expect(page).toHaveURL(`${projectPath}/orders`);
      await page.goBack();
      await expect(selectedTab(page)).toHaveText("Design");

      await goUpTo(page, "Dashboard");
      await expect(page.getByRole("heading", { name: "Design Studio Dashboard" })).toBeVisible();
      await expect(page).toHaveTitle("Dashboard · Atelier");
    });

    test("the dashboard's This week shows a meeting scheduled for today, and a page opened from it starts at the top", async ({ page }) => {
      test.setTimeout(60_000);
      await signUp(page);
      const thisWeek = page.getByRole("region", { name: "This week" });
      await expect(thisWeek.getByText("Nothing booked this week")).toBeVisible();

      // New Project is in the sidebar, a menu on a phone: the project is made first, then the screen shrinks.
      await createProject(page, "Bishopscourt Manor");
      await page.setViewportSize(viewport);
      const projectPath = new URL(page.url()).pathname;
      await scheduleMeeting(page, "Concept presentation");
      await goUpTo(page, "Dashboard");

      const entry = thisWeek.getByRole("link", { name: /Concept presentation/ });
      await expect(entry).toContainText("Meeting · Bishopscourt Manor");
      await expect(entry).toContainText("Scheduled");
      if (device === "phone") {
        // First on a phone, above the stat cards.
        const panelTop = (await thisWeek.boundingBox())!.y;
        expect(panelTop).toBeLessThan((await page.getByRole("main").getByText("Active Projects").boundingBox())!.y);
      }

      await page.evaluate("window.scrollTo(0, document.body.scrollHeight)");
      await page.getByRole("main").getByRole("link", { name: /^Bishopscourt Manor/ }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Bishopscourt Manor" })).toBeVisible();
      expect(await page.evaluate("window.scrollY")).toBe(0);

      await page.goBack();
      await thisWeek.getByRole("link", { name: /Concept presentation/ }).click();
      await expect(page).toHaveURL(`${projectPath}/meetings`);
      await expect(page.getByRole("article", { name: "Concept presentation" })).toBeVisible();
    });
  });
}
