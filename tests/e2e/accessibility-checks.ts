import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { eachPortalSection, newPortalLink } from "./portal-steps";
import { createProject, createRoomAndOpen, signUp } from "./studio-steps";

const VIEWPORTS = { phone: { width: 360, height: 740 }, desktop: { width: 1280, height: 800 } };

/**
 * What axe finds on the page as it stands, serious and critical only, one line each with where: the bar
 * (issue 13, item 6). Skipped heading levels are only "moderate" to axe, but the issue names them, so they count too.
 */
export async function barriersOn(page: Page): Promise<string[]> {
  // Every rule still runs; only the violations' nodes are collected, not those of the passes and the rest.
  const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ["violations"] }).analyze();
  return violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical" || violation.id === "heading-order")
    .map((violation) => `${violation.id} (${violation.help}): ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
}

async function expectNoBarriers(page: Page, where: string) {
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
  expect.soft(await barriersOn(page), where).toEqual([]);
}

/**
 * The checks at one size; each size has a spec file of its own (accessibility-phone, accessibility-desktop), so the
 * two run side by side and each stays within a file's time budget.
 */
export function accessibilityChecks(device: keyof typeof VIEWPORTS) {
  const viewport = VIEWPORTS[device];
  test.describe(`on a ${device}`, () => {
    test.use({ viewport, hasTouch: device === "phone", reducedMotion: "reduce" });

    test("the landing and sign-in pages have no serious accessibility barrier", async ({ page }) => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoBarriers(page, "landing");

      await page.goto("/auth");
      await expect(page.getByRole("button", { name: "Sign In" })).toBeVisible();
      await expectNoBarriers(page, "sign-in");
    });

    test("the dashboard, every project tab, a room and the client portal have no serious accessibility barrier", async ({ page, browser }) => {
      test.setTimeout(240_000);
      await signUp(page);
      await expectNoBarriers(page, "dashboard");
      await page.getByRole("tab", { name: "Analytics" }).click();
      await expectNoBarriers(page, "dashboard, Analytics");

      // New Project is in the sidebar, which a phone does not show.
      await page.setViewportSize(VIEWPORTS.desktop);
      await createProject(page, "Bishopscourt Manor");
      await page.setViewportSize(viewport);
      const tabs = page.getByRole("tablist", { name: "Project sections" }).getByRole("tab");
      for (let index = 0; index < (await tabs.count()); index++) {
        await tabs.nth(index).click();
        await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
        await expectNoBarriers(page, `project, ${await tabs.nth(index).innerText()} tab`);
      }

      const portalPath = await newPortalLink(page);
      await createRoomAndOpen(page, "Main Lounge");
      await expectNoBarriers(page, "room");

      const client = await browser.newContext({ viewport, hasTouch: device === "phone", reducedMotion: "reduce" });
      const portal = await client.newPage();
      await portal.goto(portalPath);
      await eachPortalSection(portal, (section) => expectNoBarriers(portal, `portal, ${section}`));
      await client.close();
    });
  });
}
