import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientPortalSchema, deliverySchema, portalTokenResponseSchema, roleRefusal, timelineEventSchema, userSchema } from "@atelier/contracts";
import { LocalObjectStorage } from "@atelier/kit";
import { createPasswordHasher } from "../../services/auth/src/password";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { newProject, signedInDesigner } from "../support/designers";
import { TestClient, uniqueEmail } from "../support/http-client";
import { startTestStack, TEST_SECRET, type TestStack } from "../support/test-stack";

const SETTINGS = "/api/studio/settings";

const settings = {
  name: "Mokoena Interiors",
  postalAddress: "PO Box 1234\nConstantia\n7848",
  vatNumber: "4123456789",
  registrationNumber: "2015/123456/07",
  phone: "+27 21 555 0123",
  email: "studio@mokoena.co.za",
  markupPercent: "35.5",
  overheadPercent: 12,
  quoteValidityDays: 14,
  quoteTerms: "50% deposit on acceptance; balance on installation.",
};

/** How the studio is paid: the account as people write it, the deposit and terms, and not registered for VAT. */
const invoicing = {
  bankName: "First National Bank",
  bankAccountHolder: "Mokoena Interiors (Pty) Ltd",
  bankAccountNumber: "62 1234 5678-9",
  bankBranchCode: "250655",
  depositPercent: 40,
  paymentTermsDays: "14",
  hourlyRate: "R 1 250,50",
  activityRates: { admin: "R 450", installation: "800" },
  invoiceTerms: "Pay by EFT; proof of payment to the studio.",
  vatRegistered: false,
  reviewDepositInvoices: true,
  invoiceReminders: false,
  exportAccountCode: " 4000 ",
  exportTaxType: "Standard Rate Sales (15%)",
};

const picture = (format: "png" | "jpeg" | "webp", width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#1f3b4d" } })[format]().toBuffer();

let stack: TestStack;
let storage: LocalObjectStorage;
let owner: TestClient;
let studioId: string;

const put = (client: TestClient, body: unknown) => client.request("PUT", SETTINGS, { json: body });
const studioRow = () => stack.auth.prisma.studio.findUniqueOrThrow({ where: { id: studioId } });

/** The browser's upload: a URL to PUT the file to, then the PUT. */
async function upload(client: TestClient, body: Buffer, contentType = "image/png"): Promise<string> {
  const { uploadURL } = (await client.post("/api/objects/upload")).json as { uploadURL: string };
  expect((await client.request("PUT", uploadURL, { body, headers: { "content-type": contentType } })).status).toBe(200);
  return uploadURL;
}

/** A designer who is not the owner, in the owner's studio, signed in through the gateway. */
async function signedInColleague(): Promise<TestClient> {
  const email = uniqueEmail("colleague");
  const passwordHash = await createPasswordHasher(14).hash("s3cret-pass");
  await stack.auth.prisma.user.create({ data: { email, passwordHash, firstName: "Sipho", lastName: "Dlamini", role: "designer", studioId } });
  const client = new TestClient(stack.gatewayUrl);
  expect((await client.post("/api/login", { email, password: "s3cret-pass" })).status).toBe(200);
  return client;
}

beforeAll(async () => {
  stack = await startTestStack();
  storage = new LocalObjectStorage(stack.storageSettings.OBJECTS_DIR!, TEST_SECRET);
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  owner = signedIn.client;
  studioId = signedIn.user.studio.id;
});
afterAll(() => stack.close());

describe("studio settings", () => {
  it("start from the defaults quotes need", async () => {
    const { status, json } = await owner.get(SETTINGS);
    expect(status).toBe(200);
    expect(json).toEqual({
      name: "Nomsa Mahlangu Studio",
      postalAddress: null,
      vatNumber: null,
      registrationNumber: null,
      phone: null,
      email: null,
      logoUrl: null,
      markupPercent: "30.00",
      overheadPercent: "15.00",
      quoteValidityDays: 30,
      quoteTerms: null,
      timeZone: "Africa/Johannesburg",
      bankName: null,
      bankAccountHolder: null,
      bankAccountNumber: null,
      bankBranchCode: null,
      depositPercent: "50.00",
      paymentTermsDays: 7,
      hourlyRate: null,
      activityRates: { design: null, site_visit: null, meeting: null, procurement: null, installation: null, admin: null },
      invoiceTerms: null,
      vatRegistered: true,
      reviewDepositInvoices: false,
      invoiceReminders: true,
      exportAccountCode: null,
      exportTaxType: null,
      designersSeeCosts: true,
      canEdit: true,
    });
  });

  it("are saved by the owner and read back as saved", async () => {
    const saved = await put(owner, { ...settings, ...invoicing });
    const expected = { ...settings, ...invoicing, exportAccountCode: "4000", bankAccountNumber: "62123456789", depositPercent: "40.00", paymentTermsDays: 14, hourlyRate: "1250.50", activityRates: { design: null, site_visit: null, meeting: null, procurement: null, installation: "800.00", admin: "450.00" }, markupPercent: "35.50", overheadPercent: "12.00", logoUrl: null, timeZone: "Africa/Johannesburg", designersSeeCosts: true, canEdit: true };
    expect(saved).toMatchObject({ status: 200, json: expected });
    expect((await owner.get(SETTINGS)).json).toEqual(expected);
    expect(await studioRow()).toMatchObject({ name: "Mokoena Interiors", vatNumber: "4123456789", quoteValidityDays: 14 });
  });

  it("keep how the studio invoices when a request leaves it out", async () => {
    expect((await put(owner, settings)).json).toMatchObject({ bankAccountNumber: "62123456789", depositPercent: "40.00", paymentTermsDays: 14, vatRegistered: false, reviewDepositInvoices: true });
    expect(await studioRow()).toMatchObject({ bankBranchCode: "250655", invoiceTerms: "Pay by EFT; proof of payment to the studio." });
  });

  it("refuse bank details and terms that cannot be right, naming each field, and change nothing", async () => {
    const before = await studioRow();
    const refused = await put(owner, { ...settings, bankBranchCode: "25065", bankAccountNumber: "62-12", depositPercent: 101, paymentTermsDays: 400, vatRegistered: "yes" });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({
      message: "Validation failed",
      errors: {
        bankBranchCode: ["Branch code must be 6 digits"],
        bankAccountNumber: ["Account number must be 6 to 16 digits"],
        depositPercent: ["Deposit must be a percentage from 0 to 100, with at most two decimals"],
        paymentTermsDays: ["Payment terms must be a whole number of days from 0 to 365"],
        vatRegistered: ["VAT registered must be true or false"],
      },
    });
    expect(await studioRow()).toEqual(before);
  });

  it("refuse a VAT number that is not South African, naming the field, and change nothing", async () => {
    const before = await studioRow();
    const refused = await put(owner, { ...settings, name: "Renamed", vatNumber: "5123456789" });
    expect(refused.status).toBe(400);
    expect(refused.json).toEqual({ message: "Validation failed", errors: { vatNumber: ["VAT number must be 10 digits starting with 4"] } });
    expect(await studioRow()).toEqual(before);
  });

  it("are read by a designer who is not the owner, who may not change them", async () => {
    const colleague = await signedInColleague();
    const before = await studioRow();
    expect((await colleague.get(SETTINGS)).json).toMatchObject({ name: "Mokoena Interiors", canEdit: false });
    const refused = await put(colleague, { ...settings, name: "Taken over" });
    expect(refused).toMatchObject({ status: 403, json: { message: roleRefusal("designer", "studio.manage") } });
    expect(await studioRow()).toEqual(before);
  });

  it("of another studio are never seen or changed", async () => {
    const before = await studioRow();
    const other = (await signedInDesigner(stack.gatewayUrl)).client;
    expect((await other.get(SETTINGS)).json).toMatchObject({ name: "Nomsa Mahlangu Studio", vatNumber: null, markupPercent: "30.00", canEdit: true });
    expect((await put(other, { ...settings, name: "Other Studio", vatNumber: "4999999999" })).status).toBe(200);
    expect(await studioRow()).toEqual(before);
    expect((await owner.get(SETTINGS)).json).toMatchObject({ name: "Mokoena Interiors", vatNumber: "4123456789" });
  });

  it("need a session", async () => {
    const before = await studioRow();
    const nobody = new TestClient(stack.gatewayUrl);
    expect((await nobody.get(SETTINGS)).status).toBe(401);
    expect((await put(nobody, settings)).status).toBe(401);
    expect(await studioRow()).toEqual(before);
  });
});

describe("the studio's logo", () => {
  it("is kept from an upload as a PNG at most 600 px wide under the studio's own key, and the upload removed", async () => {
    const uploadURL = await upload(owner, await picture("jpeg", 1200, 400), "image/jpeg");
    const saved = await put(owner, { ...settings, logoURL: uploadURL });
    expect(saved.status).toBe(200);
    const { logoObjectKey } = await studioRow();
    expect(logoObjectKey).toMatch(new RegExp(`^studios/${studioId}/logos/[0-9a-f-]{36}\\.png$`));
    expect(await storage.stat(storage.keyOfUrl(uploadURL)!)).toBeNull();

    const logo = await fetch(new URL(saved.json.logoUrl, stack.gatewayUrl));
    expect(logo.status).toBe(200);
    expect(await sharp(Buffer.from(await logo.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 600, height: 200 });
    expect((await owner.get(SETTINGS)).json.logoUrl).toBe(saved.json.logoUrl);

    // The studio's clients see it in their portal's header.
    const projectId = (await owner.post("/api/projects", newProject)).json.id as string;
    const link = portalTokenResponseSchema.parse((await owner.post(`/api/projects/${projectId}/portal-token`)).json);
    const portal = clientPortalSchema.parse((await new TestClient(stack.gatewayUrl).get(`/api/client-portal/${projectId}/${link.portalUrl.split("/").pop()}`)).json);
    const shown = await fetch(new URL(portal.project.studioLogoUrl!, stack.gatewayUrl));
    expect(await sharp(Buffer.from(await shown.arrayBuffer())).metadata()).toMatchObject({ format: "png", width: 600, height: 200 });
  });

  it("stays when the settings are saved without naming it, and its object goes when it is replaced or removed", async () => {
    const first = (await studioRow()).logoObjectKey!;
    expect((await put(owner, settings)).status).toBe(200);
    expect((await studioRow()).logoObjectKey).toBe(first);

    expect((await put(owner, { ...settings, logoURL: await upload(owner, await picture("webp", 300, 300), "image/webp") })).status).toBe(200);
    const second = (await studioRow()).logoObjectKey!;
    expect(second).not.toBe(first);
    expect(await storage.stat(first)).toBeNull();

    const removed = await put(owner, { ...settings, logoURL: null });
    expect(removed.json.logoUrl).toBeNull();
    expect((await studioRow()).logoObjectKey).toBeNull();
    expect(await storage.stat(second)).toBeNull();
  });

  it("refuses another studio's upload and leaves both studios as they were", async () => {
    const before = await studioRow();
    const other = (await signedInDesigner(stack.gatewayUrl)).client;
    const theirs = await upload(other, await picture("png", 100, 100));
    const refused = await put(owner, { ...settings, logoURL: theirs });
    expect(refused).toMatchObject({ status: 400, json: { errors: { logoURL: ["Upload the logo with POST /api/objects/upload first"] } } });
    expect(await storage.stat(storage.keyOfUrl(theirs)!)).not.toBeNull();
    expect(await studioRow()).toEqual(before);
  });

  it("must be a PNG, JPEG or WebP image of at most 2 MB", async () => {
    const before = await studioRow();
    const pdf = await upload(owner, Buffer.from("%PDF-1.7\n%%EOF\n"), "image/png");
    expect(await put(owner, { ...settings, logoURL: pdf })).toMatchObject({ status: 415, json: { message: "The logo must be a PNG, JPG or WebP image" } });
    const gif = await upload(owner, await sharp({ create: { width: 20, height: 20, channels: 3, background: "#000" } }).gif().toBuffer(), "image/gif");
    expect((await put(owner, { ...settings, logoURL: gif })).status).toBe(415);

    const noise = await sharp({ create: { width: 1000, height: 1000, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(noise.length).toBeGreaterThan(2 * 1024 * 1024);
    const large = await upload(owner, noise);
    expect(await put(owner, { ...settings, logoURL: large })).toMatchObject({ status: 413, json: { message: "Logo exceeds 2MB limit" } });
    expect(await storage.stat(storage.keyOfUrl(large)!)).toBeNull();
    expect(await studioRow()).toEqual(before);
  });
});

describe("the studio's time zone", () => {
  it("is refused unless it is a time zone's name, naming the field, and changes nothing", async () => {
    const before = await studioRow();
    for (const timeZone of ["+02:00", "SAST", "Mars/Olympus_Mons"]) {
      expect(await put(owner, { ...settings, timeZone })).toMatchObject({
        status: 400,
        json: { errors: { timeZone: ["Time zone must be a time zone name, such as Africa/Johannesburg"] } },
      });
    }
    expect(await studioRow()).toEqual(before);
  });

  it("sets the clock dates and times are read by: screens, the portal, typed times, milestones and documents", async () => {
    const saved = await put(owner, { ...settings, timeZone: "america/new_york" });
    expect(saved).toMatchObject({ status: 200, json: { timeZone: "America/New_York" } });
    expect(userSchema.parse((await owner.get("/api/user")).json).studio.timeZone).toBe("America/New_York");

    const projectId = (await owner.post("/api/projects", newProject)).json.id as string;
    const link = portalTokenResponseSchema.parse((await owner.post(`/api/projects/${projectId}/portal-token`)).json);
    const portal = clientPortalSchema.parse((await new TestClient(stack.gatewayUrl).get(`/api/client-portal/${projectId}/${link.portalUrl.split("/").pop()}`)).json);
    expect(portal.project.studioTimeZone).toBe("America/New_York");

    // 09:00 typed for 3 December is 09:00 in New York (UTC-5 then), wherever the browser is.
    const booked = await owner.post(`/api/projects/${projectId}/deliveries`, { items: [{ name: "Brass floor lamp" }], date: "2026-12-03", time: "09:00" });
    expect(booked.status).toBe(201);
    const delivery = deliverySchema.parse(booked.json);
    expect(delivery.scheduledDate).toBe("2026-12-03T14:00:00.000Z");
    const milestone = await owner.post(`/api/projects/${projectId}/timeline`, { title: "Handover", date: "2026-12-20", category: "milestone", status: "pending" });
    expect(timelineEventSchema.parse(milestone.json).date).toBe("2026-12-20T05:00:00.000Z");

    const note = await fetch(`${stack.gatewayUrl}/api/deliveries/${delivery.id}/note`, { headers: { cookie: owner.cookieHeader } });
    expect((await pdfPageTexts(Buffer.from(await note.arrayBuffer()))).join("\n")).toContain("3 December 2026 at 09:00");
  });
});
