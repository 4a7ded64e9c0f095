import { expect, test, type Page } from "@playwright/test";
import sharp from "sharp";
import { newPortalLink } from "./portal-steps";
import { createProject, createRoomAndOpen, goUpTo, signUp } from "./studio-steps";

const PHONE = { width: 360, height: 740 };
const DESKTOP = { width: 1280, height: 800 };
const PROJECT_TABS = ["Overview", "Meetings", "Design", "Orders", "Production", "Delivery", "Installations", "Accounts", "Activity"];

/** The page's own width and whatever sticks out past the screen's right edge, so a failure names the culprit. */
const SIDEWAYS = `(() => {
  const overflowing = [...document.querySelectorAll("body *")]
    .filter((element) => element.getBoundingClientRect().right > innerWidth + 1 && element.closest("[data-radix-scroll-area-viewport], .overflow-x-auto, .overflow-auto") === null)
    .slice(0, 3)
    .map((element) => element.tagName.toLowerCase() + "." + String(element.className).split(" ").slice(0, 4).join("."));
  return { width: document.documentElement.scrollWidth, overflowing };
})()`;

async function expectNoSidewaysScroll(page: Page, where: string) {
  await page.waitForLoadState("networkidle");
  const { width, overflowing } = (await page.evaluate(SIDEWAYS)) as { width: number; overflowing: string[] };
  expect(width, `${where} is ${width} px wide: ${overflowing.join(", ")}`).toBeLessThanOrEqual(page.viewportSize()!.width);
}

/**
 * Controls in the page that are less than 44 px in either direction. A label counts when it is what is tapped, a
 * file input's button-like label, not a text field's name: a tappable one shows the pointer.
 */
const SMALL_TARGETS = `[...document.querySelectorAll("main button, main a, main label[for], main [role=tab], header button, header a")]
  .filter((element) => element.getClientRects().length > 0 && element.getAttribute("aria-hidden") !== "true")
  .filter((element) => element.tagName !== "LABEL" || getComputedStyle(element).cursor === "pointer")
  .filter((element) => { const box = element.getBoundingClientRect(); return box.height < 44 || box.width < 44; })
  .map((element) => (element.getAttribute("aria-label") || element.textContent || element.tagName).trim() + " " + Math.round(element.getBoundingClientRect().width) + "x" + Math.round(element.getBoundingClientRect().height))`;

/** Soft, so that one run names the small controls of every page it visits. */
async function expectTapTargets(page: Page, where: string) {
  await page.waitForLoadState("networkidle");
  expect.soft(await page.evaluate(SMALL_TARGETS), `controls under 44 px on ${where}`).toEqual([]);
}

const photo = () => sharp({ create: { width: 1200, height: 900, channels: 3, background: "#b7a58c" } }).jpeg().toBuffer();

async function expectInFirstScreen(page: Page, name: string, locator: ReturnType<Page["getByRole"]>) {
  const box = (await locator.boundingBox())!;
  expect(box.y + box.height, `${name} ends at ${box.y + box.height}`).toBeLessThanOrEqual(page.viewportSize()!.height);
}

const toastSaying = (page: Page, title: string) =>
  page.getByRole("region", { name: "Notifications (F8)" }).getByRole("listitem").filter({ hasText: title });

/** Takes a photo from the room page and sees it among the room's photos, told by a toast at the foot of the screen. */
async function takePhotoInRoom(page: Page) {
  await page.getByLabel("Take Photo").setInputFiles({ name: "bay-window.jpg", mimeType: "image/jpeg", buffer: await photo() });
  const toast = toastSaying(page, "Photo uploaded");
  await expect(toast).toBeVisible();
  const toastBox = (await toast.boundingBox())!;
  const header = (await page.getByRole("banner").first().boundingBox())!;
  expect(toastBox.y).toBeGreaterThan(header.y + header.height);
  expect(toastBox.y + toastBox.height).toBeGreaterThan(page.viewportSize()!.height - 120);
  await expect(page.getByRole("region", { name: "Room Photos" }).getByRole("button", { name: "View photo 1" })).toBeVisible();
}

/** A disabled action explains itself when tapped or clicked, not only on hover: the sidebar's Start Recording away from a room. */
async function expectReasonOnPress(page: Page, press: "tap" | "click") {
  // Away from the room: a press during the page change would land on the room's own (enabled) action as it goes.
  await expect(page).not.toHaveURL(/\/rooms\//);
  const menu = page.getByRole("button", { name: "Menu" });
  if (await menu.isVisible()) await menu[press]();
  const action = page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "Start Recording" });
  await expect(action).toHaveAttribute("aria-disabled", "true");
  // Playwright waits for an aria-disabled button to be enabled; a finger does not.
  await action[press]({ force: true });
  await expect(page.getByRole("tooltip")).toHaveText("Open a room to record a site visit there");
}

test.describe("on a touch phone", () => {
  test.use({ hasTouch: true });

  test("a site visit on a 360 px phone: camera and recorder first, the room's photos, 44 px targets and no page wider than the screen", async ({ page }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(PHONE);
    expect(await page.evaluate("matchMedia('(pointer: coarse)').matches")).toBe(true);
    await page.goto("/");
    await expectNoSidewaysScroll(page, "the landing page");
    await page.goto("/auth");
    await expectNoSidewaysScroll(page, "sign-in");

    await page.setViewportSize(DESKTOP);
    await signUp(page);
    await createProject(page, "Bishopscourt Manor");
    const portalPath = await newPortalLink(page);
    await createRoomAndOpen(page, "Main Lounge");
    await page.setViewportSize(PHONE);
    await page.reload();

    const main = page.getByRole("main");
    await expectInFirstScreen(page, "Start Recording", main.getByRole("button", { name: "Start Recording" }));
    await expectInFirstScreen(page, "Take Photo", main.getByText("Take Photo", { exact: true }));
    await expectTapTargets(page, "the room");
    await takePhotoInRoom(page);
    await expectNoSidewaysScroll(page, "the room");
    // Left alone, the toast would still cover the buttons at the foot of the next screen, as it would a finger.
    await toastSaying(page, "Photo uploaded").getByRole("button", { name: "Close" }).tap();

    await page.getByRole("link", { name: "Back to Project" }).click();
    // The header's actions take one row: Generate Quote, and More for the rest.
    const generateQuote = (await page.getByRole("button", { name: "Generate Quote" }).boundingBox())!;
    expect((await page.getByRole("button", { name: "More project actions" }).boundingBox())!.y).toBe(generateQuote.y);
    // Eight tabs do not fit: the strip shows an arrow on each side that has more, and tapping one brings them in.
    const tabs = page.getByRole("tablist", { name: "Project sections" });
    await expect(tabs.getByRole("tab", { name: "Accounts" })).not.toBeInViewport();
    const arrows = tabs.locator("xpath=../..").locator('button[aria-hidden="true"]');
    const onlyBackArrow = async () => (await arrows.count()) === 1 && (await arrows.boundingBox())!.x < PHONE.width / 2;
    for (let taps = 0; taps < 6 && !(await onlyBackArrow()); taps += 1) {
      await arrows.last().tap();
      await page.waitForTimeout(500);
    }
    expect(await onlyBackArrow()).toBe(true);
    await expect(tabs.getByRole("tab", { name: "Accounts" })).toBeInViewport();
    for (const tab of PROJECT_TABS) {
      await page.getByRole("tab", { name: tab }).click();
      await expectNoSidewaysScroll(page, `the project's ${tab} tab`);
      await expectTapTargets(page, `the project's ${tab} tab`);
    }
    await expectReasonOnPress(page, "tap");

    await page.goto("/");
    await expectNoSidewaysScroll(page, "the dashboard");
    await expectTapTargets(page, "the dashboard");
    await page.getByRole("tab", { name: "Analytics" }).click();
    await expect(page.getByText("Predictive Revenue")).toBeVisible();
    await expectNoSidewaysScroll(page, "the dashboard's analytics");
    await expectTapTargets(page, "the dashboard's analytics");
    await page.goto("/settings");
    await expectNoSidewaysScroll(page, "settings");
    await expectTapTargets(page, "settings");
    await page.goto(portalPath);
    await expect(page.getByText("Client Portal Access")).toBeVisible();
    await expectNoSidewaysScroll(page, "the client portal");
    await expectTapTargets(page, "the client portal");
  });
});

test("the same room on a desktop: camera and recorder in view, photos on the room, toasts at the bottom right", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(DESKTOP);
  await signUp(page);
  await createProject(page, "Constantia Estate");
  await createRoomAndOpen(page, "Library");

  const main = page.getByRole("main");
  await expectInFirstScreen(page, "Start Recording", main.getByRole("button", { name: "Start Recording" }));
  await expectInFirstScreen(page, "Take Photo", main.getByText("Take Photo", { exact: true }));
  await takePhotoInRoom(page);
  const toast = (await toastSaying(page, "Photo uploaded").boundingBox())!;
  expect(toast.x).toBeGreaterThan(DESKTOP.width / 2);
  await expectNoSidewaysScroll(page, "the room");

  await goUpTo(page, "Design");
  await expectReasonOnPress(page, "click");
});
