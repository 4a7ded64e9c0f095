import { expect, test } from "@playwright/test";
import { newPortalLink } from "./portal-steps";
import { quoteForOneItem, sendToClient } from "./quote-steps";

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
