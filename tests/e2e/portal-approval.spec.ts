import { expect, test } from "@playwright/test";
import { drawSignature, newPortalLink } from "./portal-steps";
import { quoteForOneItem, sendToClient } from "./quote-steps";
import { setProjectAddress } from "./studio-steps";

/** How long a new notification stays in the desktop's stack (the web's STACK_SHOWN_MS). */
const STACK_SHOWN_MS = 8_000;

const BANK_CONFIRMATION = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

test("a client approves a sent quote on a phone with a drawn signature, the designer's open quote shows it and a notification live, the deposit invoice reaches the client's portal, the client's proof of payment, once the designer confirms it, shows the deposit paid on both sides, and the final invoice less the deposit, credited in part, reaches the portal", async ({ browser, page }) => {
  // Generating and sending run in the quotes worker, and the certificate after the approval.
  test.setTimeout(150_000);
  // The designer's clock runs as ever, and can be moved on past a notification's moment in the stack.
  await page.clock.install();
  await quoteForOneItem(page, "Constantia Residence", "Main Lounge", { name: "Walnut sofa", quantity: "1", cost: "15000" });
  await sendToClient(page);
  await setProjectAddress(page, "12 Klaassens Road, Constantia, Cape Town");
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

  // The news waits in the stack over the page; Dismiss all there clears the stack only: the bell keeps it (issue 20, item 16).
  const stack = page.getByRole("region", { name: "New notifications" });
  await expect(stack.getByText("Quote approved", { exact: true })).toBeVisible({ timeout: 15_000 });
  await stack.getByRole("button", { name: "Dismiss all" }).click();
  await expect(stack.getByRole("listitem")).toHaveCount(0);
  await page.getByRole("button", { name: /^Notifications, \d+ unread$/ }).click();
  const bell = page.getByRole("dialog", { name: "Notifications" });
  await expect(bell.getByText("Quote approved", { exact: true })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(bell).toBeHidden();

  // The approval asks the deposit: the accounts worker issues and e-mails it, and the client's open portal shows it.
  await client.getByRole("tablist", { name: "Portal sections" }).getByRole("tab", { name: "Invoices" }).click();
  const deposit = client.getByRole("article", { name: /^Tax Invoice INV-\d{4}-\d{4}$/ });
  await expect(deposit).toBeVisible({ timeout: 15_000 });
  // 50% of R 19,500.00 (the sofa at cost with the studio's 30% markup), with 15% VAT.
  await expect(deposit.getByText("R 11,212.50").first()).toBeVisible();
  await expect(deposit.getByText(/^Use INV-\d{4}-\d{4} as your payment reference\.$/)).toBeVisible();

  // The client pays and uploads the bank's confirmation; the designer, on the project's Accounts tab, confirms it.
  await deposit.getByRole("button", { name: "Upload Proof of Payment" }).click();
  const upload = client.getByRole("dialog", { name: "Upload Proof of Payment" });
  await upload.getByLabel("Proof of Payment").setInputFiles({ name: "fnb-payment-confirmation.pdf", mimeType: "application/pdf", buffer: BANK_CONFIRMATION });
  await expect(upload.getByLabel("Amount Paid")).toHaveValue("11212.50");
  await upload.getByRole("button", { name: "Send Proof of Payment" }).click();
  await expect(upload).toBeHidden();
  const proofs = client.getByRole("list", { name: "Proofs of Payment" });
  await expect(proofs.getByText("Awaiting confirmation")).toBeVisible();

  // The proof's notice shows in the stack for a few seconds, then steps aside so it never stays over the page's buttons.
  await expect(stack.getByText(/^Proof of payment/)).toBeVisible({ timeout: 15_000 });
  await page.clock.fastForward(STACK_SHOWN_MS);
  await expect(stack.getByRole("listitem")).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Notifications, \d+ unread$/ })).toBeVisible();

  await page.getByRole("link", { name: "Back to Project" }).click();
  await page.getByRole("tab", { name: "Accounts" }).click();
  const studioProofs = page.getByRole("list", { name: "Proofs of Payment" });
  await expect(studioProofs.getByText("R 11,212.50 paid")).toBeVisible();
  await studioProofs.getByRole("button", { name: "Confirm Payment" }).click();
  await page.getByRole("alertdialog", { name: "Confirm Payment" }).getByRole("button", { name: "Confirm Payment" }).click();
  await expect(studioProofs.getByText("Confirmed")).toBeVisible();
  await expect(page.getByText(/^Tax Invoice INV-\d{4}-\d{4}$/).locator("xpath=ancestor::summary").getByText("Paid", { exact: true })).toBeVisible();

  await expect(proofs.getByText("Confirmed")).toBeVisible();
  await expect(deposit.getByText(/as your payment reference/)).toBeHidden();
  await expect(deposit.getByText("R 0.00")).toBeVisible();
  await expect(deposit.getByRole("button", { name: "Upload Proof of Payment" })).toBeHidden();

  // The designer bills the rest of the quote, less the deposit: R 9,750.00 and the VAT the deposit did not charge.
  await page.getByRole("button", { name: "Create Invoice" }).click();
  const create = page.getByRole("dialog", { name: "Create Invoice" });
  await create.getByLabel("Kind").selectOption("final");
  await create.getByLabel("Approved Quote").selectOption({ index: 1 });
  await expect(create.getByText("R 11,212.50")).toBeVisible();
  await create.getByRole("button", { name: "Create Draft" }).click();
  await expect(create).toBeHidden();
  await page.getByRole("button", { name: "Issue", exact: true }).click();
  await page.getByRole("alertdialog", { name: "Issue Invoice" }).getByRole("button", { name: "Issue Invoice" }).click();
  const finalCard = page.locator("details").filter({ hasText: "Final" });
  await expect(finalCard.getByText(/^Tax Invoice INV-\d{4}-\d{4}$/)).toBeVisible();
  await finalCard.locator("summary").click();
  await finalCard.getByRole("button", { name: "Credit Note" }).click();
  const credit = page.getByRole("dialog", { name: "Credit Note" });
  await credit.getByLabel("Reason").fill("Sofa delivered without its cushions");
  await credit.getByLabel("Amount (excl. VAT)").fill("1000");
  await credit.getByRole("button", { name: "Issue Credit Note" }).click();
  await expect(finalCard.getByRole("link", { name: /^Credit note CN-\d{4}-\d{4}$/ })).toBeVisible();

  // The client's open portal shows the final invoice, less the credit: R 11,212.50 − R 1,150.00.
  const finalInvoice = client.getByRole("article").filter({ hasText: "R 10,062.50" });
  await expect(finalInvoice.getByRole("button", { name: "Upload Proof of Payment" })).toBeVisible();
  await expect(client.getByLabel("Balance due R 10,062.50")).toBeVisible();
  expect(reloads).toBe(0);
  await phone.close();
});
