import { expect, test, type Page } from "@playwright/test";
import { eachPortalSection } from "./portal-steps";
import { signUp } from "./studio-steps";

const PHONE = { width: 360, height: 740 };
/** Real names run long: an 80-character one, with no space to break at in its longest word. */
const long = (what: string) => `${what} Vanderbijlparkstellenbosch-Constantiaberg ${"Residence ".repeat(8)}`.slice(0, 80);

/**
 * How far the page reaches past the screen's right edge, in CSS pixels (0 when nothing scrolls sideways), and the
 * innermost elements that stick out, so a failure says where to look.
 */
const OVERFLOW = `(() => {
  const width = document.documentElement.clientWidth;
  const out = [...document.body.querySelectorAll("*")].filter((element) => element.getBoundingClientRect().right > width + 0.5);
  const innermost = out.filter((element) => !out.some((other) => other !== element && element.contains(other)));
  const describe = (element) => element.tagName.toLowerCase() + (element.className && typeof element.className === "string" ? "." + element.className.trim().split(" ").filter(Boolean).slice(0, 4).join(".") : "") + ' "' + (element.textContent || "").trim().slice(0, 40) + '"';
  return { overflow: document.documentElement.scrollWidth - width, sticking: innermost.slice(0, 5).map(describe) };
})()`;

async function expectNoSidewaysScroll(page: Page, where: string) {
  await expect(page.getByRole("status", { name: /^Loading/ })).toHaveCount(0, { timeout: 15_000 });
  const { overflow, sticking } = await page.evaluate<{ overflow: number; sticking: string[] }>(OVERFLOW);
  expect.soft(overflow, `${where}: ${sticking.join("; ")}`).toBe(0);
}

test.use({ viewport: PHONE, hasTouch: true, reducedMotion: "reduce" });

test("no page scrolls sideways on a 360 px phone when the names in it are 80 characters long", async ({ page, browser }) => {
  test.setTimeout(120_000);
  await signUp(page);
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const api = {
    post: async (path: string, options: { data?: unknown } = {}) => {
      const response = await page.request.post(path, { ...options, headers: { origin } });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      return response;
    },
  };
  const project = (await (await api.post("/api/projects", { data: { name: long("Project"), clientName: long("Client"), clientEmail: "client@example.co.za", budget: 850000, startDate: "2026-12-01", address: long("Address") } })).json()) as { id: string };
  const room = (await (await api.post(`/api/projects/${project.id}/rooms`, { data: { name: long("Room"), dimensions: long("Dimensions") } })).json()) as { id: string };
  await api.post(`/api/rooms/${room.id}/items`, { data: { name: long("Item"), costEstimate: "125000", supplier: long("Supplier"), material: long("Material") } });
  await api.post(`/api/projects/${project.id}/meetings`, { data: { title: long("Meeting"), scheduledAt: new Date(Date.now() + 86_400_000).toISOString(), attendees: [{ name: long("Attendee") }] } });
  const link = (await (await api.post(`/api/projects/${project.id}/portal-token`)).json()) as { portalUrl: string };
  const { jobId } = (await (await api.post(`/api/projects/${project.id}/generate-quote`)).json()) as { jobId: string };
  // The quotes worker builds it; on a busy machine it can take a while to be picked up.
  const quoteJob = async () => (await (await page.request.get(`/api/jobs/${jobId}`)).json()) as { state: string; result: { quoteId: string } | null };
  await expect.poll(async () => (await quoteJob()).state, { timeout: 30_000 }).toBe("completed");
  const { quoteId } = (await quoteJob()).result!;

  await page.goto("/");
  await expectNoSidewaysScroll(page, "dashboard");
  // On a phone New Project is in the sidebar, opened as a menu.
  await page.getByRole("button", { name: "Menu" }).click();
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "New Project" }).click();
  await expect(page.getByRole("dialog", { name: "Create Project" })).toBeVisible();
  await expectNoSidewaysScroll(page, "dashboard, New Project dialog");
  await page.keyboard.press("Escape");
  await page.getByRole("tab", { name: "Analytics" }).click();
  await expectNoSidewaysScroll(page, "dashboard, Analytics");
  await page.goto(`/projects/${project.id}`);
  const tabs = page.getByRole("tablist", { name: "Project sections" }).getByRole("tab");
  await expect(tabs.first()).toBeVisible();
  for (let index = 0; index < (await tabs.count()); index++) {
    await tabs.nth(index).click();
    await expect(tabs.nth(index)).toHaveAttribute("aria-selected", "true");
    await expectNoSidewaysScroll(page, `project, ${await tabs.nth(index).innerText()} tab`);
  }
  await page.goto(`/rooms/${room.id}`);
  await expectNoSidewaysScroll(page, "room");
  await page.goto(`/projects/${project.id}/quotes/${quoteId}`);
  await expect(page.getByRole("button", { name: "Send to Client" })).toBeVisible();
  await expectNoSidewaysScroll(page, "quote editor");
  for (const [path, where] of [["/settings", "settings"], ["/accounts", "accounts"], ["/activity", "activity"]] as const) {
    await page.goto(path);
    await expectNoSidewaysScroll(page, where);
  }

  const client = await browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: "reduce" });
  const portal = await client.newPage();
  await portal.goto(new URL(link.portalUrl).pathname);
  await eachPortalSection(portal, (section) => expectNoSidewaysScroll(portal, `portal, ${section}`));
  await client.close();
});
