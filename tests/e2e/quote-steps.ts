import { expect, type Page } from "@playwright/test";
import { createProject, createRoomAndOpen, goUpTo, signUp } from "./studio-steps";

/** On the project page: a room with one item of the given quantity and whole-line estimated cost, then back to the project. */
export async function addRoomWithItem(page: Page, room: string, item: { name: string; quantity: string; cost: string }) {
  await createRoomAndOpen(page, room);
  await page.getByRole("button", { name: "Add Item" }).click();
  const itemDialog = page.getByRole("dialog", { name: "Add Item" });
  await itemDialog.getByLabel("Name").fill(item.name);
  await itemDialog.getByLabel("Quantity").fill(item.quantity);
  await itemDialog.getByLabel("Estimated Cost (ZAR)").fill(item.cost);
  await itemDialog.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText("Item Added", { exact: true })).toBeVisible();
  await goUpTo(page, "Design");
}

/** Generates a quote from the project's items and waits for its editor to open. */
export async function generateQuote(page: Page) {
  await page.getByRole("button", { name: "Generate Quote" }).click();
  // The job runs in the quotes worker; on a busy machine it can take a while to be picked up.
  await expect(page.getByText("Quote Generated", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(page).toHaveURL(/\/projects\/[^/]+\/quotes\/[^/]+$/);
}

/** A new designer's project with one room of one item, and the quote generated from it, open in its editor. */
export async function quoteForOneItem(page: Page, project: string, room: string, item: Parameters<typeof addRoomWithItem>[2]) {
  await signUp(page);
  await createProject(page, project);
  await addRoomWithItem(page, room, item);
  await generateQuote(page);
}

/** Sends the open quote to the project's client (whom createProject named), through the dialog that shows the recipient first. */
export async function sendToClient(page: Page) {
  await page.getByRole("button", { name: "Send to Client" }).click();
  const dialog = page.getByRole("dialog", { name: "Send to Client" });
  await expect(dialog.getByText("Pieter van der Merwe", { exact: true })).toBeVisible();
  await expect(dialog.getByText("pieter@example.co.za", { exact: true })).toBeVisible();
  await dialog.getByLabel("Message (optional)").fill("Here is the proposal we discussed.");
  await dialog.getByRole("button", { name: "Send Quote" }).click();
  // The send-quote job renders the PDF and writes the mail to the stack's .eml outbox in the quotes worker.
  await expect(page.getByText("Quote Sent", { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
}
