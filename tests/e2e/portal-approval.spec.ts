import { expect, test, type Locator, type Page } from "@playwright/test";
import { barriersOn } from "./accessibility-checks";
import { drawSignature, newPortalLink } from "./portal-steps";
import { quoteForOneItem, sendToClient } from "./quote-steps";

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

/** Presses Tab until `target` has the focus, as a keyboard user moves through a form. */
async function tabTo(page: Page, target: Locator) {
  for (let presses = 0; presses < 10 && !(await target.evaluate((element) => element.ownerDocument.activeElement === element)); presses++) await page.keyboard.press("Tab");
  await expect(target).toBeFocused();
}

test("a client who cannot draw approves with the keyboard alone, typing their name as their signature, with no accessibility barrier", async ({ page }) => {
  test.setTimeout(120_000);
  await quoteForOneItem(page, "Bishopscourt Manor", "Study", { name: "Oak desk", quantity: "1", cost: "22000" });
  await sendToClient(page);
  await page.getByRole("link", { name: "Back to Project" }).click();
  const portalPath = await newPortalLink(page);

  await page.goto(`${portalPath}?tab=quotes`);
  const quote = page.getByRole("article").first();
  await quote.getByRole("button", { name: "Approve Quote" }).focus();
  await page.keyboard.press("Enter");
  const modal = page.getByRole("dialog", { name: "Digital Signature Required" });
  await tabTo(page, modal.getByRole("radio", { name: "Draw my signature" }));
  await page.keyboard.press("ArrowDown");
  await expect(modal.getByRole("radio", { name: "Type my name as my signature" })).toBeChecked();
  await tabTo(page, modal.getByLabel("Full name", { exact: true }));
  await page.keyboard.type("Naledi Khumalo");
  await expect(modal.getByRole("img", { name: "Your signature: Naledi Khumalo, in a signature's hand" })).toBeVisible();
  await tabTo(page, modal.getByRole("checkbox"));
  await page.keyboard.press("Space");
  expect(await barriersOn(page)).toEqual([]);
  await tabTo(page, modal.getByRole("button", { name: "Complete" }));
  await page.keyboard.press("Enter");

  await expect(page.getByText("Quote Approved", { exact: true })).toBeVisible();
  await expect(quote.getByText(/^Signed by Naledi Khumalo on /)).toBeVisible();
});

test("a client asks for changes from the Overview; the studio sees them asked for and keeps the comment in view on the new version (issue 20, item 14)", async ({ browser, page }) => {
  test.setTimeout(120_000);
  await quoteForOneItem(page, "Llandudno Beach House", "Lounge", { name: "Rattan armchair", quantity: "2", cost: "9000" });
  const quoteUrl = page.url();
  await sendToClient(page);
  await page.getByRole("link", { name: "Back to Project" }).click();
  const portalPath = await newPortalLink(page);

  const client = await browser.newPage();
  await client.goto(portalPath);
  const awaiting = client.getByRole("region", { name: "A quote awaits your approval" });
  await awaiting.getByRole("link", { name: "Review and approve" }).click();
  // The tab lives in the address, so a reload keeps it.
  await expect(client).toHaveURL(/\?tab=quotes$/);
  await client.reload();
  await expect(client.getByRole("tab", { name: "Quotes", selected: true })).toBeVisible();
  await client.getByRole("article").first().getByRole("button", { name: "Request Changes" }).click();
  const ask = client.getByRole("dialog", { name: "Request Changes" });
  await ask.getByLabel("What would you like changed?").fill("Could the armchairs be in natural cane instead?");
  await ask.getByLabel("Your name (optional)").fill("Naledi Khumalo");
  await ask.getByRole("button", { name: "Send Request" }).click();
  await expect(client.getByText("Changes Requested", { exact: true })).toBeVisible();
  await client.close();

  await page.goto(quoteUrl);
  await expect(page.getByText("Changes requested", { exact: true }).first()).toBeVisible();
  await page.getByRole("button", { name: "Revise" }).click();
  const asked = page.getByRole("region", { name: "Changes requested" });
  await expect(asked.getByText(/^Changes requested on version 1 by Naledi Khumalo, /)).toBeVisible();
  await expect(asked.getByText("Could the armchairs be in natural cane instead?")).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Quote" })).toBeVisible();
});
