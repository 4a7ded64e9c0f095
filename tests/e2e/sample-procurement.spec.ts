import { expect, test } from "@playwright/test";
import { createProject, signUp } from "./studio-steps";

test("a sample project's approved quote is drafted into orders of the studio's sample suppliers and put into production, and the marked sample is removed in one step", async ({ page }) => {
  await signUp(page);
  await createProject(page, "Constantia Residence");
  await page.getByRole("button", { name: "Add Sample Data" }).click();
  await expect(page.getByText("Sample Data Added", { exact: true })).toBeVisible();

  // The orders are drafted by logistics once quote.approved reaches it: wait for them there, so what this checks
  // is the sample home's orders, not how soon the open page hears of them (procurement-delivery checks that).
  const projectId = new URL(page.url()).pathname.split("/")[2];
  await expect
    .poll(async () => ((await (await page.request.get(`/api/projects/${projectId}/purchase-orders`)).json()) as { purchaseOrders: unknown[] }).purchaseOrders.length, { timeout: 60_000 })
    .toBe(7);

  await page.getByRole("tab", { name: "Orders" }).click();
  const orders = page.getByRole("region", { name: "Purchase Orders" }).getByRole("list", { name: "Purchase orders" });
  await expect(orders.getByRole("listitem")).toHaveCount(7, { timeout: 20_000 });
  await expect(orders.getByText(/^Cape Upholstery Works \(Sample\) · \d+ lines/)).toBeVisible();
  await expect(page.getByText(/^To Order/)).toHaveCount(0);

  await page.getByRole("tab", { name: "Production" }).click();
  await expect(page.getByText("Three-seater sofa").first()).toBeVisible();

  // Everything the sample made is marked, and Remove Sample Data takes it away once confirmed.
  await page.getByRole("tab", { name: "Design" }).click();
  await expect(page.getByRole("region", { name: "Living Room" }).getByText("Sample", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Remove Sample Data" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Remove Sample Data" });
  await expect(confirm.getByText(/Your own rooms and records stay as they are/)).toBeVisible();
  await confirm.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Sample Data Removed", { exact: true })).toBeVisible();
  await expect(page.getByText("No rooms yet", { exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Remove Sample Data" })).toHaveCount(0);
});
