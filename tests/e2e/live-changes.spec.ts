import { expect, test, type Page } from "@playwright/test";
import { createProject, createRoomAndOpen, signIn, signUp } from "./studio-steps";

test("an item added in one browser appears on a colleague's open room page without a reload", async ({ browser }) => {
  // Two browsers sign in, each through the deliberately slow password hash.
  test.setTimeout(60_000);
  const [mine, colleagues] = await Promise.all([browser.newContext(), browser.newContext()]);
  const page = await mine.newPage();
  const email = await signUp(page);
  await createProject(page, "Bishopscourt Manor");
  await createRoomAndOpen(page, "Library");

  const colleague = await colleagues.newPage();
  await signIn(colleague, email);
  await colleague.goto(page.url());
  await expect(colleague.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
  let reloads = 0;
  colleague.on("load", () => (reloads += 1));

  await page.getByRole("button", { name: "Add Item" }).click();
  const itemDialog = page.getByRole("dialog", { name: "Add Item" });
  await itemDialog.getByLabel("Name").fill("Walnut reading chair");
  await itemDialog.getByLabel("Estimated Cost (ZAR)").fill("18500");
  await itemDialog.getByRole("button", { name: "Add Item" }).click();
  await expect(page.getByText("Item Added", { exact: true })).toBeVisible();

  await expect(colleague.getByRole("table").getByText("Walnut reading chair")).toBeVisible();
  await expect(colleague.getByText("R 18,500.00").first()).toBeVisible();
  expect(reloads).toBe(0);
  await Promise.all([mine.close(), colleagues.close()]);
});

/**
 * The page's socket as it stands between two of its long polls (the upgrade to a WebSocket refused, so every packet
 * passes here): the gateway's answer that the page is watching its project is held back while `held` is pending, and
 * no change is announced to it, as to a page whose join came after a change was committed and announced.
 */
async function joinAnsweredLate(page: Page, held: Promise<void>) {
  await page.routeWebSocket(/\/socket\.io\//, (socket) => socket.close());
  await page.route(/\/socket\.io\/\?.*transport=polling/, async (route) => {
    if (route.request().method() !== "GET") return route.continue();
    const response = await route.fetch();
    const packets = (await response.text()).split("\x1e").filter((packet) => !packet.startsWith('42["project.changed"'));
    if (packets.some((packet) => /^43\d+\[\{"watching":true\}\]$/.test(packet))) await held;
    await route.fulfill({ response, body: packets.join("\x1e") });
  });
}

test("an item added while a room page was still joining its project's live changes shows once the join is answered (issue 20, item 22)", async ({ page }) => {
  await signUp(page);
  await createProject(page, "Bishopscourt Manor");
  await createRoomAndOpen(page, "Library");
  const roomId = new URL(page.url()).pathname.split("/").pop()!;

  let answerTheJoin = () => {};
  await joinAnsweredLate(page, new Promise<void>((resolve) => (answerTheJoin = resolve)));
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Library" })).toBeVisible();
  await expect(page.getByText("No items yet")).toBeVisible();

  const added = await page.request.post(`/api/rooms/${roomId}/items`, { data: { name: "Walnut reading chair", costEstimate: "18500.00" }, headers: { origin: new URL(page.url()).origin } });
  expect(added.status(), await added.text()).toBe(201);
  answerTheJoin();

  await expect(page.getByRole("table").getByText("Walnut reading chair")).toBeVisible();
  // The long poll open at the end is the page's, not the test's, to finish.
  await page.unrouteAll({ behavior: "ignoreErrors" });
});
