import { readFile } from "node:fs/promises";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { quoteForOneItem, sendToClient } from "./quote-steps";

/** Cents as the app shows rand: "R 70,200.00". */
const rand = (cents: number) => `R ${(cents / 100).toLocaleString("en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const toCents = (amount: string) => Math.round(Number(amount) * 100);

/** Exports the open quote's PDF and answers its suggested file name and first bytes. */
async function exportPdf(page: Page): Promise<{ fileName: string; start: string }> {
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export PDF" }).click();
  const file = await download;
  await expect(page.getByText("PDF Exported", { exact: true })).toBeVisible();
  const bytes = await readFile(await file.path());
  return { fileName: file.suggestedFilename(), start: bytes.subarray(0, 5).toString("latin1") };
}

/** Whether an element ends inside the window: wide tables are meant to scroll inside their cards, not widen the page. */
async function fitsTheScreen(element: Locator): Promise<boolean> {
  const box = await element.boundingBox();
  const screen = element.page().viewportSize();
  return box !== null && screen !== null && box.x >= 0 && box.x + box.width <= screen.width;
}
const scrollsSideways = (element: Locator) => element.evaluate((node) => node.scrollWidth > node.clientWidth);

/** Whether the page scrolls sideways further than the app's top bar makes it: the top bar is the shell's, not these screens'. */
async function widensThePage(page: Page): Promise<boolean> {
  const widths = await page.evaluate("[document.documentElement.scrollWidth, document.documentElement.clientWidth, document.querySelector('header')?.scrollWidth ?? 0]");
  if (!Array.isArray(widths)) throw new Error("the page's widths could not be read");
  const [pageWidth = 0, screenWidth = 0, topBarWidth = 0] = widths.map(Number);
  return pageWidth > Math.max(screenWidth, topBarWidth);
}

test("a designer generates a quote, edits a line's quantity, saves it, sends it to the client and exports its PDF", async ({ page }) => {
  test.setTimeout(120_000);
  await quoteForOneItem(page, "Bantry Bay Apartment", "Dining Room", { name: "Walnut sideboard", quantity: "2", cost: "36000" });
  const dining = page.getByRole("region", { name: "Dining Room" });
  await expect(dining.getByLabel("Name, Walnut sideboard")).toHaveValue("Walnut sideboard");
  await expect(dining.getByLabel("Quantity, Walnut sideboard")).toHaveValue("2");
  await expect(dining.getByLabel("Unit cost, Walnut sideboard")).toHaveValue("18000.00");

  const unitPrice = toCents(await dining.getByLabel("Unit price, Walnut sideboard").inputValue());
  const totals = page.getByLabel("Quote totals");
  await expect(totals.getByText(rand(2 * unitPrice), { exact: true })).toBeVisible();

  await dining.getByLabel("Quantity, Walnut sideboard").fill("3");
  const subtotal = 3 * unitPrice;
  const vat = Math.round((subtotal * 15) / 100);
  await expect(dining.getByText(rand(subtotal), { exact: true })).toBeVisible();
  await expect(totals.getByText(rand(subtotal), { exact: true })).toBeVisible();
  await expect(totals.getByText(rand(vat), { exact: true })).toBeVisible();
  await expect(totals.getByText(rand(subtotal + vat), { exact: true })).toBeVisible();

  // The browser's Back with the edit unsaved asks first; staying keeps the edit on screen.
  const asked: string[] = [];
  page.once("dialog", (question) => {
    asked.push(question.message());
    void question.dismiss();
  });
  await page.goBack();
  await expect.poll(() => asked).toEqual(["Leave this quote? Your changes are not saved."]);
  await expect(dining.getByLabel("Quantity, Walnut sideboard")).toHaveValue("3");

  await page.getByRole("button", { name: "Save Quote" }).click();
  await expect(page.getByText("Quote Saved", { exact: true })).toBeVisible();

  await page.reload();
  await expect(page.getByRole("region", { name: "Dining Room" }).getByLabel("Quantity, Walnut sideboard")).toHaveValue("3");
  await expect(page.getByLabel("Quote totals").getByText(rand(subtotal + vat), { exact: true })).toBeVisible();

  // A price typed to the cent is the price when the quote is opened again, though the markup read from it is
  // rounded to 0.01% (30.32% of R 18,000.00 would be R 23,457.60).
  await page.getByRole("region", { name: "Dining Room" }).getByLabel("Unit price, Walnut sideboard").fill("23456.78");
  await page.getByRole("button", { name: "Save Quote" }).click();
  await expect(page.getByText("Quote Saved", { exact: true })).toBeVisible();
  await page.reload();
  const typed = { subtotal: 3 * 2345678, vat: Math.round((3 * 2345678 * 15) / 100) };
  await expect(page.getByRole("region", { name: "Dining Room" }).getByLabel("Unit price, Walnut sideboard")).toHaveValue("23456.78");
  await expect(page.getByRole("region", { name: "Dining Room" }).getByText(rand(typed.subtotal), { exact: true })).toBeVisible();
  await expect(page.getByLabel("Quote totals").getByText(rand(typed.subtotal + typed.vat), { exact: true })).toBeVisible();

  await sendToClient(page);
  await expect(page.getByText("This quote was sent to the client, so it is read-only.", { exact: false })).toBeVisible();
  await expect(page.getByText(/^Sent to pieter@example\.co\.za on /)).toBeVisible();
  await expect(page.getByRole("button", { name: "Save Quote" })).toBeHidden();

  const pdf = await exportPdf(page);
  expect(pdf.fileName).toMatch(/^Q-\d{4}-\d{4}-v1\.pdf$/);
  expect(pdf.start).toBe("%PDF-");

  await page.getByRole("link", { name: "Back to Project" }).click();
  const quotes = page.getByRole("region", { name: "Quotes", exact: true });
  await expect(quotes.getByRole("row")).toHaveCount(2);
  await expect(quotes.getByText(rand(typed.subtotal + typed.vat))).toBeVisible();
  await page.getByRole("tablist", { name: "Project sections" }).getByRole("tab", { name: "Overview" }).click();
  await expect(page.getByText(rand(typed.subtotal + typed.vat))).toBeVisible();
});

test.describe("on a phone", () => {
  test.use({ hasTouch: true });

  test("the quote's tables scroll inside their cards and its buttons are big enough to tap", async ({ page }) => {
    test.setTimeout(60_000);
    await quoteForOneItem(page, "Camps Bay Villa", "Main Lounge", { name: "Linen sofa", quantity: "1", cost: "52000" });
    // Set up on a wide screen, where the sidebar's New Project is at hand; then the phone's 360 px.
    await page.setViewportSize({ width: 360, height: 780 });
    expect(await page.evaluate("matchMedia('(pointer: coarse)').matches")).toBe(true);

    await expect(page.getByRole("region", { name: "Main Lounge" }).getByRole("table")).toBeVisible();
    expect(await fitsTheScreen(page.getByRole("region", { name: "Main Lounge" }))).toBe(true);
    expect(await scrollsSideways(page.getByRole("region", { name: "Main Lounge" }).getByRole("table").locator(".."))).toBe(true);
    expect(await widensThePage(page)).toBe(false);
    for (const name of ["Add Labour Line", "Save Quote", "Move Linen sofa down", "Send to Client", "Export PDF"]) {
      const box = await page.getByRole("button", { name }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
      expect(box?.width, name).toBeGreaterThanOrEqual(44);
    }

    // The Send dialog, by keyboard: the recipient shown, its buttons big enough to tap, Escape back to the editor.
    await page.getByRole("button", { name: "Send to Client" }).focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Send to Client" });
    await expect(dialog.getByText("pieter@example.co.za", { exact: true })).toBeVisible();
    expect(await fitsTheScreen(dialog)).toBe(true);
    for (const name of ["Send Quote", "Cancel"]) {
      const box = await dialog.getByRole("button", { name }).boundingBox();
      expect(box?.height, name).toBeGreaterThanOrEqual(44);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(page.getByRole("button", { name: "Send to Client" })).toBeFocused();

    await page.getByRole("link", { name: "Back to Project" }).click();
    const quotes = page.getByRole("region", { name: "Quotes", exact: true });
    await expect(quotes.getByRole("row")).toHaveCount(2);
    expect(await fitsTheScreen(quotes)).toBe(true);
    expect(await scrollsSideways(quotes.getByRole("table").locator(".."))).toBe(true);
    expect(await widensThePage(page)).toBe(false);
  });
});
