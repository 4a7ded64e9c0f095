import { expect, type Locator, type Page } from "@playwright/test";
import { projectAction } from "./studio-steps";

/** The designer's Client Portal dialog on the project's page: a new link, as they would copy it. */
export async function newPortalLink(page: Page): Promise<string> {
  await (await projectAction(page, "Client Portal")).click();
  const dialog = page.getByRole("dialog", { name: "Client Portal" });
  await dialog.getByRole("button", { name: "Generate Link" }).click();
  await expect(page.getByText("Client Portal Link Generated", { exact: true })).toBeVisible();
  const portalUrl = await dialog.getByLabel("Client portal link").inputValue();
  await dialog.getByRole("button", { name: "Close" }).click();
  await expect(dialog).toBeHidden();
  return new URL(portalUrl).pathname;
}

/** Opens each of the client portal's sections in turn and checks it, named by its tab. */
export async function eachPortalSection(portal: Page, check: (section: string) => Promise<void>) {
  const sections = portal.getByRole("tablist", { name: "Portal sections" }).getByRole("tab");
  await expect(sections.first()).toBeVisible();
  for (let index = 0; index < (await sections.count()); index++) {
    await sections.nth(index).click();
    await expect(sections.nth(index)).toHaveAttribute("aria-selected", "true");
    await check(await sections.nth(index).innerText());
  }
}

/** A signature drawn with the mouse: a wave across the pad. */
export async function drawSignature(page: Page, pad: Locator) {
  const box = await pad.boundingBox();
  if (!box) throw new Error("the signature pad is not on the screen");
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + 15, y);
  await page.mouse.down();
  for (let step = 1; step <= 12; step++) await page.mouse.move(box.x + 15 + step * ((box.width - 30) / 12), y + (step % 2 ? -18 : 18), { steps: 3 });
  await page.mouse.up();
}

/** The client, on the portal link in `client`, signs the latest quote and completes the approval. */
export async function approveLatestQuote(client: Page, portalPath: string, signer: string) {
  await client.goto(portalPath);
  await client.getByRole("tablist", { name: "Portal sections" }).getByRole("tab", { name: "Quotes" }).click();
  const quote = client.getByRole("article").first();
  await quote.getByRole("button", { name: "Approve Quote" }).click();
  const modal = client.getByRole("dialog", { name: "Digital Signature Required" });
  await drawSignature(client, modal.getByTestId("signature-pad"));
  await modal.getByLabel("Full name").fill(signer);
  await modal.getByRole("checkbox").check();
  await modal.getByRole("button", { name: "Complete" }).click();
  await expect(client.getByText("Quote Approved", { exact: true })).toBeVisible();
}
