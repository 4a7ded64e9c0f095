import { expect, test, type Browser, type Page } from "@playwright/test";
import sharp from "sharp";
import { awaitMailsInOutbox } from "./outbox-mail";
import { signIn, signOut, signUp } from "./studio-steps";

const VIEWPORTS = {
  phone: { width: 360, height: 780 },
  desktop: { width: 1280, height: 800 },
} as const;

const NEW_PASSWORD = "n3w-passphrase";

async function openSettings(page: Page) {
  await page.getByRole("link", { name: "Studio Settings" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Studio Settings" })).toBeVisible();
}

async function signInWith(page: Page, email: string, password: string) {
  await page.goto("/auth");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** Another device of the same designer: a browser of its own, signed in. */
async function secondDevice(browser: Browser, viewport: { width: number; height: number }, email: string) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signIn(page, email);
  return page;
}

/** The account's journeys at one size; each size has a spec file of its own (account-phone, account-desktop). */
export function accountChecks(device: keyof typeof VIEWPORTS) {
  const viewport = VIEWPORTS[device];
  test.describe(`on a ${device}`, () => {
    test.use({ viewport, hasTouch: device === "phone" });

    test("a designer changes their name and photo, and the photo becomes their avatar", async ({ page }) => {
      await signUp(page);
      await openSettings(page);

      await page.getByLabel("First name").fill("Amara");
      await page.getByLabel("Photo").setInputFiles({
        name: "portrait.jpg",
        mimeType: "image/jpeg",
        buffer: await sharp({ create: { width: 640, height: 480, channels: 3, background: "#7a4b3a" } }).jpeg().toBuffer(),
      });
      await expect(page.getByRole("img", { name: "New photo preview" })).toBeVisible();
      await page.getByRole("button", { name: "Save Profile" }).click();
      await expect(page.getByText("Profile saved", { exact: true })).toBeVisible();

      await page.reload();
      await expect(page.getByLabel("First name")).toHaveValue("Amara");
      const saved = page.getByRole("img", { name: "Your photo" });
      await expect(saved).toBeVisible();
      const photo = await page.request.get((await saved.getAttribute("src"))!);
      expect(await sharp(await photo.body()).metadata()).toMatchObject({ format: "png", width: 256, height: 256 });
      // The top bar shows the avatar from 640 px up; a phone keeps the bar for the sign-out button.
      const avatar = page.getByRole("banner").getByRole("img", { name: "Amara Patel" });
      await (device === "desktop" ? expect(avatar).toBeVisible() : expect(avatar).toBeHidden());
    });

    test("changing the password keeps this device signed in and signs out the others", async ({ page, browser }) => {
      const email = await signUp(page);
      const phone = await secondDevice(browser, viewport, email);
      await openSettings(page);

      await page.getByLabel("Current password").fill("not-my-password");
      await page.getByLabel("New password").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Change Password" }).click();
      await expect(page.getByText("Current password is incorrect")).toBeVisible();

      await page.getByLabel("Current password").fill("s3cret-pass");
      await page.getByRole("button", { name: "Change Password" }).click();
      await expect(page.getByText("Password changed", { exact: true })).toBeVisible();

      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "Studio Settings" })).toBeVisible();
      await phone.reload();
      await expect(phone.getByRole("link", { name: "Sign In" })).toBeVisible();
      await signInWith(phone, email, NEW_PASSWORD);
      await expect(phone.getByRole("heading", { name: "Design Studio Dashboard" })).toBeVisible();
      await phone.context().close();
    });

    test("a forgotten password's mail arrives with a link that sets a new one once", async ({ page, browser }) => {
      const email = await signUp(page);
      const other = await secondDevice(browser, viewport, email);
      await signOut(page);
      await page.goto("/auth");

      await page.getByLabel("Email").fill(email);
      await page.getByRole("button", { name: "Forgot password?" }).click();
      const dialog = page.getByRole("dialog", { name: "Reset your password" });
      await expect(dialog.getByLabel("Email")).toHaveValue(email);
      await dialog.getByRole("button", { name: "Send Reset Link" }).click();
      await expect(page.getByText("Check your email", { exact: true })).toBeVisible();

      const [mail] = await awaitMailsInOutbox(email, 1);
      expect(mail?.subject).toBe("Reset your Atelier password");
      const link = /http\S+\/reset-password#token=[\w-]+/.exec(mail?.text ?? "")?.[0];
      expect(link).toBeDefined();

      await page.goto(link!);
      await expect(page).toHaveTitle("Reset Password · Atelier");
      await page.getByLabel("New password").fill(NEW_PASSWORD);
      await page.getByRole("button", { name: "Set New Password" }).click();
      await expect(page.getByText("Password reset", { exact: true })).toBeVisible();
      await expect(page).toHaveURL(/\/auth$/);
      await other.reload();
      await expect(other.getByRole("link", { name: "Sign In" })).toBeVisible();
      await other.context().close();

      await signInWith(page, email, NEW_PASSWORD);
      await expect(page.getByRole("heading", { name: "Design Studio Dashboard" })).toBeVisible();
      await signOut(page);

      await page.goto(link!);
      await page.getByLabel("New password").fill("an0ther-passphrase");
      await page.getByRole("button", { name: "Set New Password" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "This reset link is invalid, used or expired." })).toBeVisible();
    });
  });
}
