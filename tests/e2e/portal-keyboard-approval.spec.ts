import { expect, test, type Locator, type Page } from "@playwright/test";
import { barriersOn } from "./accessibility-checks";
import { newPortalLink } from "./portal-steps";
import { quoteForOneItem, sendToClient } from "./quote-steps";

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
