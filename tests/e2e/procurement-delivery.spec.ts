import { expect, test, type Page } from "@playwright/test";
import { approveLatestQuote, drawSignature, newPortalLink } from "./portal-steps";
import { generateQuote, sendToClient } from "./quote-steps";
import { createProject, createRoomAndOpen, goUpTo, signIn, signUp } from "./studio-steps";

const SUPPLIER = "Karoo Weavers";
const PHONE = { width: 360, height: 780 };

/** The studio's supplier, straight through the API with the designer's session (the Suppliers card is another test's). */
async function addSupplier(page: Page) {
  const response = await page.request.post("/api/suppliers", {
    data: { name: SUPPLIER, email: "orders@karooweavers.co.za", leadTimeDays: 21 },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(response.status()).toBe(201);
}

/** On the room page: an item with its supplier typed as the designer types it. */
async function addItem(page: Page, item: string, supplier: string, quantity = 1) {
  await page.getByRole("button", { name: "Add Item" }).click();
  const dialog = page.getByRole("dialog", { name: "Add Item" });
  await dialog.getByLabel("Name").fill(item);
  await dialog.getByLabel("Quantity").fill(String(quantity));
  await dialog.getByLabel("Estimated Cost (ZAR)").fill("15000");
  await dialog.getByLabel("Supplier", { exact: true }).fill(supplier);
  return dialog;
}

/**
 * On the project page: a room with a pair of one item ordered from the studio's supplier, picked as it is typed, and
 * one of an item whose supplier is mistyped, then back to the project.
 */
async function addSuppliedItems(page: Page, room: string, item: string, mistyped: string) {
  await createRoomAndOpen(page, room);
  const dialog = await addItem(page, item, SUPPLIER.toLowerCase(), 2);
  await expect(dialog.getByText("One of your suppliers: once approved, the item goes on their purchase order.")).toBeVisible();
  await dialog.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText("Item Added", { exact: true })).toBeVisible();
  const typo = await addItem(page, mistyped, "Karoo Weavres");
  await expect(typo.getByText("Not one of your suppliers yet: ordered by hand unless you add them.")).toBeVisible();
  await typo.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText("Item Added", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("dialog", { name: "Add Item" })).toBeHidden();
  await goUpTo(page, "Design");
}

/** On a phone the new notifications fold into one line at the page's foot: the designer hides it, as they would to reach a button under it. */
async function hideNotifications(page: Page) {
  const hide = page.getByRole("region", { name: "New notifications" }).getByRole("button", { name: "Hide new notifications" });
  if (await hide.isVisible()) await hide.click();
}

test("an approved quote's item goes on order and into production, then is delivered and signed for on a phone", async ({ browser, page }) => {
  // Generating, sending, the approval's subscribers and the delivery all run through workers.
  test.setTimeout(240_000);
  const email = await signUp(page);
  await createProject(page, "Bishopscourt Villa");
  const projectPath = new URL(page.url()).pathname;
  await addSupplier(page);
  await addSuppliedItems(page, "Main Lounge", "Walnut sofa", "Kilim runner");
  await generateQuote(page);
  await sendToClient(page);
  await page.getByRole("link", { name: "Back to Project" }).click();
  const portalPath = await newPortalLink(page);

  const clientPhone = await browser.newContext({ viewport: PHONE });
  await approveLatestQuote(await clientPhone.newPage(), portalPath, "Pieter van der Merwe");
  await clientPhone.close();

  // The logistics worker drafts the supplier's purchase order and puts the line into production.
  await page.getByRole("tab", { name: "Orders" }).click();
  await expect(page.getByText(/PO-\d{4}-0001/).first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByText(SUPPLIER).first()).toBeVisible();
  // The mistyped supplier's line waits on the Orders screen until the designer says who it is ordered from.
  await page.getByRole("combobox", { name: "Order Kilim runner from" }).selectOption({ label: SUPPLIER });
  await expect(page.getByRole("combobox", { name: "Order Kilim runner from" })).toHaveValue(/[0-9a-f-]{36}/);
  await page.getByRole("button", { name: "Draft Orders" }).click();
  await expect(page.getByText("1 purchase order was drafted.", { exact: true })).toBeVisible();
  await expect(page.getByText(/^To Order/)).toHaveCount(0);

  // Sending the supplier its order asks first, with who gets it and what it comes to (issue 20, item 13).
  await page.getByRole("button", { name: /PO-\d{4}-0001/ }).click();
  await page.getByRole("button", { name: "Send to Supplier" }).click();
  const send = page.getByRole("dialog", { name: "Send to Supplier" });
  await expect(send.getByText("orders@karooweavers.co.za")).toBeVisible();
  await expect(send.getByText("1 line, R 15,000.00 excl. VAT")).toBeVisible();
  await send.getByRole("button", { name: "Send Order" }).click();
  await expect(page.getByText("Purchase Order Sent", { exact: true }).first()).toBeVisible({ timeout: 30_000 });

  // Search finds the order by its number, and its supplier (issue 20, item 15).
  const orderNumber = /PO-\d{4}-0001/.exec((await page.getByRole("button", { name: /PO-\d{4}-0001/ }).textContent()) ?? "")![0];
  await page.keyboard.press("Control+k");
  const palette = page.getByRole("dialog", { name: "Search" });
  await palette.getByRole("combobox").fill(orderNumber);
  await expect(palette.getByRole("group", { name: "Documents" }).getByRole("option", { name: new RegExp(orderNumber) })).toBeVisible();
  await palette.getByRole("combobox").fill("karoo weav");
  await expect(palette.getByRole("group", { name: "Suppliers" }).getByRole("option", { name: new RegExp(SUPPLIER) })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(palette).toBeHidden();
  await page.getByRole("tab", { name: "Production" }).click();
  await expect(page.getByText("Walnut sofa").first()).toBeVisible({ timeout: 30_000 });

  // The designer on site, on a phone: schedule the delivery, send it on its way, and have it signed for.
  const sitePhone = await browser.newContext({ viewport: PHONE });
  const site = await sitePhone.newPage();
  await signIn(site, email);
  await site.goto(`${projectPath}/delivery`);
  await expect(site.getByText("No deliveries yet")).toBeVisible();
  await site.getByRole("button", { name: "Schedule Delivery" }).click();
  const schedule = site.getByRole("dialog", { name: "Schedule Delivery" });
  await schedule.getByRole("button", { name: "Schedule Delivery" }).click();
  await expect(schedule.getByText("Please fill in all required fields.")).toBeVisible();
  await schedule.getByLabel("Walnut sofa").check();
  await schedule.getByLabel("Time").fill("10:30");
  await schedule.getByLabel("Driver Name").fill("Sipho Ndlovu");
  await schedule.getByLabel("Driver Phone").fill("082 555 0199");
  await schedule.getByRole("button", { name: "Schedule Delivery" }).click();
  await expect(site.getByText("Delivery Scheduled", { exact: true })).toBeVisible();

  const delivery = site.getByRole("article", { name: /DEL-\d{4}-001/ });
  await expect(delivery.getByText("Scheduled", { exact: true })).toBeVisible();
  // The pair travels as a pair: the card says how many are on the truck (issue 20, item 10).
  await expect(delivery.getByRole("listitem").filter({ hasText: "Walnut sofa" })).toHaveText("Walnut sofa × 2");
  await expect(delivery.getByRole("link", { name: /^Call Driver Sipho Ndlovu/ })).toHaveAttribute("href", "tel:0825550199");
  await expect(delivery.getByRole("button", { name: "Confirm Delivery" })).toBeHidden();
  await hideNotifications(site);
  await delivery.getByRole("button", { name: "Mark in transit" }).click();
  await expect(delivery.getByText("In Transit", { exact: true })).toBeVisible();

  await hideNotifications(site);
  await delivery.getByRole("button", { name: "Confirm Delivery" }).click();
  const confirm = site.getByRole("dialog", { name: "Confirm Delivery" });
  await expect(confirm.getByText("Pending", { exact: true })).toBeVisible();
  await confirm.getByLabel("Receiver's name").fill("Pieter van der Merwe");
  await expect(confirm.getByRole("button", { name: "Confirm Delivery" })).toBeDisabled();
  await drawSignature(site, confirm.getByTestId("signature-pad"));
  await expect(confirm.getByText("Signed", { exact: true })).toBeVisible();
  await confirm.getByRole("button", { name: "Confirm Delivery" }).click();

  await expect(site.getByText("Delivery Complete", { exact: true })).toBeVisible();
  await expect(confirm).toBeHidden();
  await expect(delivery.getByText("Completed", { exact: true })).toBeVisible();
  await expect(delivery.getByText(/^Signed for by Pieter van der Merwe on /)).toBeVisible();
  expect(await site.evaluate("document.documentElement.scrollWidth")).toBeLessThanOrEqual(PHONE.width);
  await sitePhone.close();

  // Back at the studio, the room's item shows it arrived.
  await page.goto(projectPath);
  await page.getByRole("tab", { name: "Design" }).click();
  await page.getByRole("region", { name: "Main Lounge" }).getByRole("link").first().click();
  await expect(page.getByRole("row", { name: /Walnut sofa/ }).getByText(/^Delivered \w+ \d/)).toBeVisible({ timeout: 30_000 });
});
