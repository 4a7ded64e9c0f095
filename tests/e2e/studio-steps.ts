import { expect, test, type Locator, type Page } from "@playwright/test";

const PASSWORD = "s3cret-pass";
const uniqueEmail = () => `e2e.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@studio.test`;

/**
 * Signs a new designer up, in a studio of their own, and opens their dashboard; answers their e-mail. The sign-up
 * goes through the API in the page's own cookie jar: the form's journey is auth.spec.ts's.
 */
export async function signUp(page: Page): Promise<string> {
  const email = uniqueEmail();
  await startSession(page, "/api/register", { email, password: PASSWORD, firstName: "Ayesha", lastName: "Patel" }, 201);
  return email;
}

/** Signs in a designer who signed up with signUp (another session of the same studio) and opens the dashboard. */
export async function signIn(page: Page, email: string) {
  await startSession(page, "/api/login", { email, password: PASSWORD }, 200);
}

async function startSession(page: Page, path: string, body: object, status: number) {
  const { baseURL } = test.info().project.use;
  const response = await page.request.post(path, { data: body, headers: { origin: new URL(baseURL!).origin } });
  expect(response.status(), await response.text()).toBe(status);
  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Design Studio Dashboard" })).toBeVisible();
}

/** Gives the open project a site address through the API, as Edit Project would: a tax invoice over R 5,000 names it. */
export async function setProjectAddress(page: Page, address: string) {
  const projectId = new URL(page.url()).pathname.split("/")[2];
  const { baseURL } = test.info().project.use;
  const response = await page.request.put(`/api/projects/${projectId}`, { data: { address }, headers: { origin: new URL(baseURL!).origin } });
  expect(response.status(), await response.text()).toBe(200);
}

/** Signs out and waits for the server to have ended the session, so no next navigation can cut its request off. */
export async function signOut(page: Page) {
  await page.getByRole("button", { name: "Logout" }).click();
  await expect(page.getByText("You've been logged out successfully.", { exact: true })).toBeVisible();
}

export async function createProject(page: Page, name: string) {
  await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "New Project" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Project" });
  await dialog.getByLabel("Project Name").fill(name);
  await dialog.getByLabel("Client Name").fill("Pieter van der Merwe");
  await dialog.getByLabel("Client Email").fill("pieter@example.co.za");
  await dialog.getByLabel("Budget (ZAR)").fill("850000");
  await dialog.getByRole("button", { name: "Create Project" }).click();
  await expect(page.getByText("Project Created", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** On the project page: adds a room in the Design tab and opens it. */
export async function createRoomAndOpen(page: Page, name: string) {
  await page.getByRole("tab", { name: "Design" }).click();
  await page.getByRole("button", { name: "Add Room" }).click();
  const roomDialog = page.getByRole("dialog", { name: "Add Room" });
  await roomDialog.getByLabel("Name").fill(name);
  await roomDialog.getByRole("button", { name: "Create Room" }).click();
  await expect(page.getByText("Room created", { exact: true })).toBeVisible();
  await page.getByRole("region", { name }).getByRole("link").first().click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

/** A button of the project's header; on a phone all but Generate Quote wait behind More, opened first. */
export async function projectAction(page: Page, name: string): Promise<Locator> {
  const more = page.getByRole("button", { name: "More project actions", expanded: false });
  if (await more.isVisible()) await more.click();
  return page.getByRole("button", { name, exact: true });
}

/** Goes up from a project or a room the way the screen offers: the breadcrumb trail, or on a phone the back link in its place. */
export async function goUpTo(page: Page, crumb: "Dashboard" | "Design") {
  const backLink = page.getByRole("link", { name: crumb === "Dashboard" ? "Back to Dashboard" : "Back to Project" });
  await page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: crumb, exact: true }).or(backLink).click();
}
