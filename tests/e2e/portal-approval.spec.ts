import { expect, test, type Locator, type Page } from "@playwright/test";
import { quoteForOneItem, sendToClient } from "./quote-steps";

/** The designer's Client Portal dialog on the project's page: a new link, as they would copy it. */
async function newPortalLink(page: Page): Promise<string> {
  await page.getByRole("button", { name: "Client Portal" }).click();
  const dialog = page.getByRole("dialog", { name: "Client Portal" });
  await dialog.getByRole("button", { name: "Generate Link" }).click();
  await expect(page.getByText("Client Portal Link Generated", { exact: true })).toBeVisible();
  const portalUrl = await dialog.getByLabel("Client portal link").inputValue();
  await page.keyboard.press("Escape");
  return new URL(portalUrl).pathname;
}

/** A signature drawn with the mouse: a wave across the pad. */
async function drawSignature(page: Page, pad: Locator) {
  const box = await pad.boundingBox();
  if (!box) throw new Error("the signature pad is not on the screen");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 15, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + 15 + step * ((box.width - 30) / 12), y + (step % 2 ? -18 : 18), { steps: 3 });
  await page.mouse.up();
}

test("a client approves a sent quote on a phone with a drawn signature, and the designer's open quote shows it and a notification live", async ({ browser, page }) => {
  // Generating and sending run in the quotes worker, and the certificate after the approval.
  test.setTimeout(150_000);
  await quoteForOneItem(page, "Constantia Residence", "Main Lounge", { name: "Walnut sofa", quantity: "1", cost: "15000" });
  await sendToClient(page);
  const quotePage = page.url();
  await page.getByRole("link", { name: "Back to Project" }).click();
  const portalPath = await newPortalLink(page);
  await page.goto(quotePage);
  await expect(page.getByRole("heading", { name: "Client Approval" })).toBeVisible();
  let reloads = 0;
  page.on("load", () => (reloads += 1));

  const phone = await browser.newContext({ viewport: { width: 360, height: 780 } });
  const client = await phone.newPage();
  await client.goto(portalPath);
  await expect(client.getByRole("heading", { level: 1, name: "Constantia Residence" })).toBeVisible();
  await client.getByRole("tablist", { name: "Portal sections" }).getByRole("tab", { name: "Quotes" }).click();
  const quote = client.getByRole("article").first();
  await expect(quote.getByText("Latest Quote")).toBeVisible();
  await expect(quote.getByText("Walnut sofa")).toBeVisible();

  await quote.getByRole("button", { name: "Approve Quote" }).click();
  const modal = client.getByRole("dialog", { name: "Digital Signature Required" });
  await expect(modal.getByText("Pending", { exact: true })).toBeVisible();
  await expect(modal.getByRole("button", { name: "Complete" })).toBeDisabled();
  await drawSignature(client, modal.getByTestId("signature-pad"));
  await expect(modal.getByText("Signed", { exact: true })).toBeVisible();
  await modal.getByLabel("Full name").fill("Pieter van der Merwe");
  await modal.getByRole("checkbox").check();
  await modal.getByRole("button", { name: "Complete" }).click();

  await expect(client.getByText("Quote Approved", { exact: true })).toBeVisible();
  await expect(modal).toBeHidden();
  await expect(quote.getByText(/^Signed by Pieter van der Merwe on /)).toBeVisible();
  await expect(quote.getByRole("link", { name: "Download Certificate" })).toBeVisible();
  await expect(quote.getByRole("button", { name: "Approve Quote" })).toBeHidden();

  await expect(page.getByText("Approved and signed")).toBeVisible();
  await expect(page.getByText("Pieter van der Merwe", { exact: true }).first()).toBeVisible();
  await expect(page.getByText("Quote approved", { exact: true }).first()).toBeVisible({ timeout: 15_000 });
  expect(reloads).toBe(0);
  await phone.close();
});
