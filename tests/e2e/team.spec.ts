import { expect, test } from "@playwright/test";
import { awaitMailsInOutbox } from "./outbox-mail";
import { addRoomWithItem } from "./quote-steps";
import { createProject, signUp } from "./studio-steps";

const PHONE = { width: 360, height: 740 };

test("the owner invites a designer, who accepts on a phone and works in the studio without its accounts, and keeps costs from designers", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signUp(page);
  await createProject(page, "Bishopscourt Manor");
  await addRoomWithItem(page, "Library", { name: "Walnut reading chair", quantity: "1", cost: "12500" });
  await page.goto("/team");
  const team = page.getByRole("region", { name: "Team" });
  await expect(team.getByRole("list", { name: "Members" }).getByText("Owner", { exact: true })).toBeVisible();

  const email = `designer.${Date.now().toString(36)}@studio.test`;
  await team.getByRole("button", { name: "Invite Member" }).click();
  const dialog = page.getByRole("dialog", { name: "Invite a Team Member" });
  await dialog.getByLabel("E-mail").fill(email);
  await dialog.getByLabel("Role").selectOption("designer");
  await dialog.getByRole("button", { name: "Send Invitation" }).click();
  await expect(page.getByText("Invitation sent", { exact: true })).toBeVisible();
  await expect(team.getByRole("list", { name: "Pending invitations" }).getByText(email)).toBeVisible();

  const [mail] = await awaitMailsInOutbox(email, 1);
  const link = /http\S+\/accept-invitation#token=[\w-]+/.exec(mail?.text ?? "")?.[0];
  expect(link, mail?.text).toBeDefined();

  const phone = await browser.newContext({ viewport: PHONE, hasTouch: true, reducedMotion: "reduce" });
  const designer = await phone.newPage();
  await designer.goto(link!);
  await expect(designer.getByRole("heading", { level: 1, name: /^Join .+ Studio$/ })).toBeVisible();
  await expect(designer.getByText(email)).toBeVisible();
  await designer.getByLabel("First Name").fill("Sipho");
  await designer.getByLabel("Last Name").fill("Dlamini");
  await designer.getByLabel("Password").fill("s3cret-pass");
  expect(await designer.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(PHONE.width);
  await designer.getByRole("button", { name: "Join the Studio" }).click();
  await expect(designer.getByText("Welcome to the studio", { exact: true })).toBeVisible();
  await expect(designer.getByRole("heading", { name: "Design Studio Dashboard" })).toBeVisible();

  // The studio's project is the new member's to work on; its accounts are not theirs to see.
  await designer.goto("/");
  await designer.getByRole("link", { name: /Bishopscourt Manor/ }).first().click();
  await expect(designer.getByRole("heading", { level: 1, name: "Bishopscourt Manor" })).toBeVisible();
  await expect(designer.getByRole("tab", { name: "Design" })).toBeVisible();
  await expect(designer.getByRole("tab", { name: "Accounts" })).toHaveCount(0);

  // The owner sees the designer join, and the link spent.
  await page.reload();
  await expect(team.getByRole("list", { name: "Members" }).getByText("Sipho Dlamini")).toBeVisible();
  await expect(team.getByRole("list", { name: "Pending invitations" })).toHaveCount(0);
  await expect(team.getByLabel("Role of Sipho Dlamini")).toHaveValue("designer");

  // The designer sees the room's costs until the owner keeps them from designers; their open page follows at once.
  await designer.getByRole("tab", { name: "Design" }).click();
  await designer.getByRole("region", { name: "Library" }).getByRole("link").first().click();
  const chair = designer.getByRole("row", { name: /Walnut reading chair/ });
  await expect(chair).toContainText("R 12,500.00");
  await page.getByLabel(/^Designers see cost prices, supplier quotes, markups and margins/).uncheck();
  await page.getByRole("button", { name: "Save Settings" }).click();
  await expect(page.getByText("Studio settings saved", { exact: true })).toBeVisible();
  await expect(designer.getByText("R 12,500.00")).toHaveCount(0);
  await expect(chair).toBeVisible();
  await expect(designer.getByText("Estimated Total")).toHaveCount(0);
  await phone.close();
});
