import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { createProject, signUp } from "./studio-steps";

/** Texts only the studio's screens hold: a portal script that carries one carries staff code. */
const STAFF_TEXTS = ["Design Studio Dashboard", "Add Sample Data", "Client Portal Link Generated", "Generate Quote"];

/** A designer's project with a room and a meeting, and a portal link for its client. */
async function projectWithPortalLink(page: Page) {
  await signUp(page);
  await createProject(page, "Llandudno Beach House");
  const projectId = new URL(page.url()).pathname.split("/").pop()!;
  // The designer's own session makes the records, as the screens would.
  const post = async (path: string, data?: object) => {
    const response = await page.request.post(path, { data });
    expect(response.status(), await response.text()).toBe(201);
    return response.json();
  };
  await post(`/api/projects/${projectId}/rooms`, { name: "Sea-view Lounge", description: "Open-plan, facing the beach", dimensions: "7m x 6m" });
  await post(`/api/projects/${projectId}/meetings`, { title: "Fabric review", scheduledAt: "2027-02-10T09:00:00.000Z", duration: 60, location: "On site", attendees: [{ name: "Pieter" }] });
  const { portalUrl } = await post(`/api/projects/${projectId}/portal-token`);
  return { projectId, portalUrl: new URL(portalUrl).pathname, post };
}

/** The studio's logo, chosen in Studio Settings as the owner would: the portal's header carries it (issue 20, item 14). */
async function giveTheStudioALogo(page: Page) {
  await page.getByRole("link", { name: "Studio Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Studio Settings" })).toBeVisible();
  const logo = await sharp({ create: { width: 240, height: 80, channels: 3, background: "#1f3a34" } }).png().toBuffer();
  await page.getByLabel("Logo").setInputFiles({ name: "studio-logo.png", mimeType: "image/png", buffer: logo });
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Studio settings saved", { exact: true })).toBeVisible();
}

/** Whether the page is no wider than the screen: nothing makes a phone scroll sideways. */
const fitsTheScreen = (page: Page) => page.evaluate("document.documentElement.scrollWidth <= document.documentElement.clientWidth");

/** The client's phone: its own browser, 360 px wide and touch, with no studio session. */
async function clientPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text());
  });
  return { context, page, scripts };
}

test("a client opens the portal link on a phone: the project, its tabs, no staff code, and a meeting the designer schedules appears live", async ({ browser, page }) => {
  test.setTimeout(90_000);
  const designer = await projectWithPortalLink(page);
  await giveTheStudioALogo(page);
  const phone = await clientPhone(browser);
  const portal = phone.page;
  let reloads = 0;
  await portal.goto(designer.portalUrl);
  portal.on("load", () => (reloads += 1));

  await expect(portal.getByRole("heading", { level: 1, name: "Llandudno Beach House" })).toBeVisible();
  await expect(portal.getByText("Client Portal Access")).toBeVisible();
  // The logo sits beside the studio's name, which says who the studio is: it has loaded, at its own proportions.
  const logo = portal.getByRole("banner").locator("img");
  await expect(logo).toBeVisible();
  const proportions = () =>
    logo.evaluate((image) => {
      const { complete, naturalWidth, naturalHeight } = image as unknown as { complete: boolean; naturalWidth: number; naturalHeight: number };
      return complete && naturalHeight > 0 ? naturalWidth / naturalHeight : null;
    });
  await expect.poll(proportions).toBe(3);
  await expect(portal.getByRole("heading", { name: "Project Status" })).toBeVisible();
  await expect(portal.getByRole("region", { name: "Project figures" }).getByText("TBD")).toBeVisible();
  expect(await fitsTheScreen(portal)).toBe(true);

  const tabs = portal.getByRole("tablist", { name: "Portal sections" });
  for (const name of ["Overview", "Designs", "Quotes", "Meetings", "Progress"]) {
    const box = await tabs.getByRole("tab", { name }).boundingBox();
    expect(box?.height, name).toBeGreaterThanOrEqual(44);
  }
  await tabs.getByRole("tab", { name: "Designs" }).tap();
  await expect(portal.getByRole("heading", { name: "Sea-view Lounge" })).toBeVisible();
  await expect(portal.getByText("7m x 6m")).toBeVisible();
  await tabs.getByRole("tab", { name: "Quotes" }).tap();
  await expect(portal.getByText("No Quotes Available")).toBeVisible();
  await tabs.getByRole("tab", { name: "Progress" }).tap();
  await expect(portal.getByRole("heading", { name: "Installations" })).toBeVisible();
  await tabs.getByRole("tab", { name: "Meetings" }).tap();
  await expect(portal.getByText("Fabric review")).toBeVisible();
  expect(await fitsTheScreen(portal)).toBe(true);

  await designer.post(`/api/projects/${designer.projectId}/meetings`, { title: "Lighting walkthrough", scheduledAt: "2027-02-17T09:00:00.000Z", duration: 45, location: "On site", attendees: [{ name: "Pieter" }] });
  await expect(portal.getByText("Lighting walkthrough")).toBeVisible();
  await expect(portal.getByRole("region", { name: "Project figures" }).getByText("2", { exact: true })).toBeVisible();
  expect(reloads).toBe(0);

  const loaded = await Promise.all(phone.scripts);
  expect(loaded.length).toBeGreaterThan(0);
  for (const text of STAFF_TEXTS) expect(loaded.some((script) => script.includes(text)), text).toBe(false);
  await phone.context.close();
});

test("a wrong portal link shows 'Project Not Found'", async ({ browser }) => {
  const phone = await clientPhone(browser);
  await phone.page.goto("/client/6b7c8d9e-0f1a-4b2c-8d3e-4f5a6b7c8d9e/not-a-real-token");

  await expect(phone.page.getByRole("heading", { name: "Project Not Found" })).toBeVisible();
  await expect(phone.page.getByText("Invalid project link or expired access.")).toBeVisible();
  await phone.context.close();
});
