import { expect, test, type Page } from "@playwright/test";
import { signOut } from "./studio-steps";

const uniqueEmail = () => `e2e.${Date.now().toString(36)}.${Math.random().toString(36).slice(2, 6)}@studio.test`;

async function openSignUp(page: Page) {
  await page.goto("/auth");
  await page.getByRole("tab", { name: "Sign Up" }).click();
}

test("a logged-out visitor sees the landing page on every path", async ({ page }) => {
  for (const path of ["/", "/projects/123", "/some/unknown/path"]) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1, name: "Atelier" })).toBeVisible();
    await expect(page.getByText("Luxury Interior Design Management Platform").first()).toBeVisible();
  }
  await page.getByRole("link", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole("tab", { name: "Sign In" })).toHaveAttribute("aria-selected", "true");
});

test("sign-up shows every validation message and sends nothing while any error exists", async ({ page }) => {
  const registrations: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/register")) registrations.push(request.url());
  });
  await openSignUp(page);
  await page.getByLabel("First name").fill("L");
  await page.getByLabel("Last name").fill("D");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Password").fill("12345");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Last name must be at least 2 characters")).toBeVisible();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
  expect(registrations).toEqual([]);
});

test("sign-in validates the e-mail and password", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("missing-at.example.com");
  await page.getByLabel("Password").fill("123");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Please enter a valid email address")).toBeVisible();
  await expect(page.getByText("Password must be at least 6 characters")).toBeVisible();
});

test("sign up → dashboard → 404 → logout", async ({ page }) => {
  await openSignUp(page);
  await page.getByLabel("First name").fill("Zanele");
  await page.getByLabel("Last name").fill("Mthembu");
  await page.getByLabel("Email").fill(uniqueEmail());
  await page.getByLabel("Password").fill("s3cret-pass");
  await page.getByRole("button", { name: "Create Account" }).click();

  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText("Welcome to Atelier!", { exact: true })).toBeVisible();
  await expect(page.getByText("Your account has been created successfully.", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Design Studio Dashboard" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Overview" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "Analytics" })).toBeVisible();
  await expect(page.getByText("ZM", { exact: true })).toBeVisible();
  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar.getByText("No projects yet")).toBeVisible();
  await expect(sidebar.getByText("Create your first project to get started")).toBeVisible();

  await page.goto("/auth");
  await expect(page).toHaveURL(/\/$/);

  await page.goto("/no-such-page");
  await expect(page.getByRole("heading", { name: "404 Page Not Found" })).toBeVisible();
  await page.getByRole("link", { name: "Back to Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Design Studio Dashboard" })).toBeVisible();

  await signOut(page);
  await expect(page.getByRole("heading", { level: 1, name: "Atelier" })).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Design Studio Dashboard" })).toHaveCount(0);
});

test("a wrong password shows the login failure toast; the demo account signs in", async ({ page }) => {
  await page.goto("/auth");
  await page.getByLabel("Email").fill("demo@atelier.studio");
  await page.getByLabel("Password").fill("wrong-password");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Login failed", { exact: true })).toBeVisible();
  await expect(page.getByText("Invalid email or password", { exact: true })).toBeVisible();

  await page.getByLabel("Password").fill("atelier-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByText("Welcome back!", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Design Studio Dashboard" })).toBeVisible();
  await expect(page.getByText("TM", { exact: true })).toBeVisible();
});

test("on a phone the sidebar opens from the menu button", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByLabel("Email").fill("demo@atelier.studio");
  await page.getByLabel("Password").fill("atelier-demo");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.getByRole("heading", { name: "Design Studio Dashboard" })).toBeVisible();

  const sidebar = page.getByRole("complementary", { name: "Sidebar" });
  await expect(sidebar).toBeHidden();
  await page.getByRole("button", { name: "Menu" }).click();
  await expect(sidebar.getByRole("button", { name: "New Project" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(sidebar).toBeHidden();
  await context.close();
});
