import { createHash } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser } from "mailparser";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  APPROVAL_CONSENT_STATEMENTS,
  BLANK_SIGNATURE_MESSAGE,
  outboxTypeOf,
  quoteApprovedEvent,
  quoteChangesRequestedEvent,
  QUOTE_NOT_SIGNABLE_MESSAGES,
  portalTokenResponseSchema,
  quoteApprovalSchema,
  quoteAuditSchema,
  type QuoteAudit,
} from "@atelier/contracts";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { newProject, signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { startQuotesWorkers, type QuotesTestWorkers } from "../support/quotes-workers";
import { startTestStack, type TestStack } from "../support/test-stack";

const CLIENT_EMAIL = "thandi@mokoena.co.za";
const STUDIO_EMAIL = "studio@atelierblanc.co.za";
const CLIENT_BROWSER = "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148";

let stack: TestStack;
let workers: QuotesTestWorkers;
let designer: TestClient;
let stranger: TestClient;
let studioId: string;
let userId: string;
let projectId: string;
let token: string;
let tokenId: string;
let quoteCount = 0;

const prisma = () => stack.auth.prisma;
const sha256 = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex");

/** A signature as a pad exports it: a transparent 600×200 PNG, with a stroke or left blank. */
async function padPng(drawn: boolean): Promise<Buffer> {
  const pad = sharp({ create: { width: 600, height: 200, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } });
  const stroke = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="600" height="200"><path d="M30 150 C 120 20, 220 190, 570 50" stroke="#111" stroke-width="4" fill="none"/></svg>');
  return (drawn ? pad.composite([{ input: stroke }]) : pad).png().toBuffer();
}
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString("base64")}`;
let signature: Buffer;

/** A quote of the project as the studio sent it (or left it in another status), with one line. */
async function quoteIn(status: "sent" | "superseded" | "draft", fields: { validUntil?: Date; version?: number; number?: string } = {}) {
  quoteCount += 1;
  const quote = await prisma().quote.create({
    data: {
      studioId,
      projectId,
      number: fields.number ?? `Q-2026-${String(100 + quoteCount).padStart(4, "0")}`,
      version: fields.version ?? 1,
      title: "Lounge furniture",
      status,
      subtotal: "19500.00",
      vat: "2925.00",
      total: "22425.00",
      validUntil: fields.validUntil ?? new Date("2099-12-31T00:00:00Z"),
      sentAt: status === "draft" ? null : new Date(),
      createdById: userId,
      lines: { create: [{ roomName: "Lounge", name: "Walnut sofa", quantity: 1, unit: "each", unitCost: "15000.00", markupPercent: "30.00", unitPrice: "19500.00", lineTotal: "19500.00" }] },
    },
  });
  return quote.id;
}

/** The client's browser at `ip`: the gateway trusts X-Forwarded-For in these tests. */
const clientAt = (ip: string, userAgent = CLIENT_BROWSER) => {
  const browser = new TestClient(stack.gatewayUrl);
  const headers = { "x-forwarded-for": ip, "user-agent": userAgent };
  return {
    approve: (quoteId: string, body: unknown) => browser.request("POST", `/api/client-portal/${projectId}/${token}/quotes/${quoteId}/approve`, { json: body, headers }),
    sign: (quoteId: string, body: unknown, portalToken = token) =>
      browser.request("PUT", `/api/approvals/${quoteId}/sign`, { json: body, headers: { ...headers, "x-portal-token": portalToken } }),
    requestChanges: (quoteId: string, body: unknown) => browser.request("POST", `/api/client-portal/${projectId}/${token}/quotes/${quoteId}/request-changes`, { json: body, headers }),
    portal: () => browser.get(`/api/client-portal/${projectId}/${token}`, headers),
    download: (quoteId: string, what: "pdf" | "certificate") => fetch(`${stack.gatewayUrl}/api/client-portal/${projectId}/${token}/quotes/${quoteId}/${what}`, { headers }),
  };
};
const validApproval = () => ({ signatureData: dataUrl(signature), signedBy: "Thandi Mokoena", consent: true });

async function auditOf(quoteId: string): Promise<QuoteAudit> {
  const response = await designer.get(`/api/quotes/${quoteId}/audit`);
  expect(response.status, response.text).toBe(200);
  return quoteAuditSchema.parse(response.json);
}

beforeAll(async () => {
  stack = await startTestStack({ gateway: { TRUST_PROXY: "true" } });
  workers = await startQuotesWorkers({ ...stack.storageSettings, MAIL_OUTBOX_DIR: stack.mailOutboxDir });
  signature = await padPng(true);
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  userId = signedIn.user.id;
  studioId = signedIn.user.studio.id;
  await prisma().studio.update({ where: { id: studioId }, data: { name: "Atelier Blanc Interiors", email: STUDIO_EMAIL } });
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
  projectId = (await designer.post("/api/projects", { ...newProject, clientEmail: CLIENT_EMAIL })).json.id;
  const link = portalTokenResponseSchema.parse((await designer.post(`/api/projects/${projectId}/portal-token`)).json);
  token = link.portalUrl.split("/").pop()!;
  tokenId = (await prisma().portalToken.findUniqueOrThrow({ where: { tokenHash: sha256(token) } })).id;
});
afterAll(async () => {
  await workers.close();
  await stack.close();
});

describe("approving a quote with a drawn signature", () => {
  it("approves and locks the quote, keeping the evidence as the gateway saw the request, not as the body claims", async () => {
    const quoteId = await quoteIn("sent");
    const shownPdf = Buffer.from(await (await clientAt("198.51.100.40").download(quoteId, "pdf")).arrayBuffer());

    const response = await clientAt("198.51.100.40").sign(quoteId, { ...validApproval(), ipAddress: "10.0.0.1", userAgent: "Forged/1.0" });

    expect(response.status, response.text).toBe(201);
    const answered = quoteApprovalSchema.parse(response.json);
    expect(answered).toMatchObject({ quoteId, signedBy: "Thandi Mokoena", quoteVersion: 1 });
    const approval = await prisma().approval.findUniqueOrThrow({ where: { quoteId } });
    expect(approval).toMatchObject({
      id: answered.id,
      ipAddress: "198.51.100.40",
      userAgent: CLIENT_BROWSER,
      portalTokenId: tokenId,
      quoteVersion: 1,
      quoteSha256: sha256(shownPdf),
      signatureSha256: sha256(signature),
      consentStatement: APPROVAL_CONSENT_STATEMENTS.drawn,
    });
    expect(JSON.stringify(approval)).not.toContain(token);
    expect((await workers.deps.storage.read(approval.signatureObjectKey)).equals(signature)).toBe(true);
    expect(await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } })).toMatchObject({ status: "approved", approvedAt: approval.signedAt });
    expect(await prisma().outboxEvent.findUnique({ where: { id: approval.id } })).toMatchObject({ type: outboxTypeOf(quoteApprovedEvent) });

    const edit = await designer.request("PUT", `/api/quotes/${quoteId}`, { json: { title: "Changed after signing" } });
    expect(edit.status).toBe(409);
  });

  it("keeps, for a client who typed their name as their signature, the consent statement they were shown for it", async () => {
    const quoteId = await quoteIn("sent");

    const response = await clientAt("198.51.100.44").approve(quoteId, { ...validApproval(), signatureMethod: "typed" });

    expect(response.status, response.text).toBe(201);
    expect(await prisma().approval.findUniqueOrThrow({ where: { quoteId } })).toMatchObject({ consentStatement: APPROVAL_CONSENT_STATEMENTS.typed, signatureSha256: sha256(signature) });
    const refused = await clientAt("198.51.100.44").approve(await quoteIn("sent"), { ...validApproval(), signatureMethod: "stamped" });
    expect({ status: refused.status, errors: refused.json.errors }).toEqual({ status: 400, errors: { signatureMethod: ["Signature method must be drawn or typed"] } });
  });

  it("takes the portal route too, and a second approval of the same quote is a 409 that changes nothing", async () => {
    const quoteId = await quoteIn("sent");
    expect((await clientAt("198.51.100.41").approve(quoteId, validApproval())).status).toBe(201);

    const again = await clientAt("198.51.100.41").approve(quoteId, validApproval());

    expect({ status: again.status, message: again.json.message }).toEqual({ status: 409, message: QUOTE_NOT_SIGNABLE_MESSAGES.approved });
    expect(await prisma().approval.count({ where: { quoteId } })).toBe(1);
  });

  it("lets only one of two approvals sent at the same moment through", async () => {
    const quoteId = await quoteIn("sent");

    const answers = await Promise.all([clientAt("198.51.100.42").approve(quoteId, validApproval()), clientAt("198.51.100.43").approve(quoteId, validApproval())]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(await prisma().approval.count({ where: { quoteId } })).toBe(1);
    expect(await prisma().quoteAuditEvent.count({ where: { quoteId, action: "approved" } })).toBe(1);
  });

  it("refuses a superseded or lapsed quote with 409, and a draft as not there", async () => {
    const superseded = await quoteIn("superseded");
    const lapsed = await quoteIn("sent", { validUntil: new Date("2026-01-31T00:00:00Z") });
    const draft = await quoteIn("draft");

    const answers = await Promise.all([superseded, lapsed, draft].map((quoteId) => clientAt("198.51.100.44").approve(quoteId, validApproval())));

    expect(answers.map(({ status, json }) => ({ status, message: json.message }))).toEqual([
      { status: 409, message: QUOTE_NOT_SIGNABLE_MESSAGES.superseded },
      { status: 409, message: QUOTE_NOT_SIGNABLE_MESSAGES.expired },
      { status: 404, message: "Quote not found" },
    ]);
    expect(await prisma().approval.count({ where: { quoteId: { in: [superseded, lapsed, draft] } } })).toBe(0);
  });

  it("refuses a blank pad, a picture that is not a PNG, a missing name or unticked consent, with the field, and changes nothing", async () => {
    const quoteId = await quoteIn("sent");
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ signatureData: dataUrl(await padPng(false)) }, "signatureData", BLANK_SIGNATURE_MESSAGE],
      [{ signatureData: `data:image/jpeg;base64,${signature.toString("base64")}` }, "signatureData", "Signature must be a PNG image drawn on the pad"],
      [{ signatureData: `data:image/png;base64,${Buffer.alloc(300 * 1024, 1).toString("base64")}` }, "signatureData", "Signature must be at most 200 KB"],
      [{ signedBy: "   " }, "signedBy", "Please type your full name"],
      [{ consent: false }, "consent", "Please confirm that you approve this quote"],
    ];
    for (const [change, field, message] of cases) {
      const response = await clientAt("198.51.100.45").approve(quoteId, { ...validApproval(), ...change });
      expect({ status: response.status, errors: response.json.errors?.[field] }, field).toEqual({ status: 400, errors: [message] });
    }
    expect(await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } })).toMatchObject({ status: "sent", approvedAt: null });
    expect(await prisma().approval.count({ where: { quoteId } })).toBe(0);
  });

  it("reads an answered quote's state and a picture's size before decoding the picture", async () => {
    // 83 KB sent, 64 MB decoded: what a blank 4000×4000 PNG cost the quotes service before any check.
    const huge = dataUrl(await sharp({ create: { width: 4000, height: 4000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } }).png().toBuffer());
    const answered = await quoteIn("sent");
    expect((await clientAt("198.51.100.46").approve(answered, validApproval())).status).toBe(201);
    const open = await quoteIn("sent");

    const approveWithHuge = (quoteId: string) => clientAt("198.51.100.46").approve(quoteId, { ...validApproval(), signatureData: huge });
    const [onAnswered, onOpen] = await Promise.all([approveWithHuge(answered), approveWithHuge(open)]);

    expect({ status: onAnswered.status, message: onAnswered.json.message }).toEqual({ status: 409, message: QUOTE_NOT_SIGNABLE_MESSAGES.approved });
    expect({ status: onOpen.status, errors: onOpen.json.errors }).toEqual({ status: 400, errors: { signatureData: ["Signature must be at most 2400×800 pixels, as the pad draws it"] } });
    expect(await prisma().approval.count({ where: { quoteId: open } })).toBe(0);
  });

  it("opens for no other project's link, and never for a designer's session", async () => {
    const quoteId = await quoteIn("sent");
    const otherProject = (await stranger.post("/api/projects", newProject)).json.id;
    const otherLink = portalTokenResponseSchema.parse((await stranger.post(`/api/projects/${otherProject}/portal-token`)).json);
    const otherToken = otherLink.portalUrl.split("/").pop()!;

    expect((await clientAt("198.51.100.46").sign(quoteId, validApproval(), otherToken)).status).toBe(404);
    expect((await designer.request("PUT", `/api/approvals/${quoteId}/sign`, { json: validApproval() })).status).toBe(403);
    expect(await prisma().approval.count({ where: { quoteId } })).toBe(0);
  });
});

describe("asking for changes", () => {
  it("rejects the quote with the client's comment in the trail and tells the studio through an event", async () => {
    const quoteId = await quoteIn("sent");

    const response = await clientAt("198.51.100.50").requestChanges(quoteId, { comment: "Could the sofa be in olive velvet?", requestedBy: "Thandi" });

    expect(response.status, response.text).toBe(204);
    expect((await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } })).status).toBe("rejected");
    expect((await auditOf(quoteId)).entries).toEqual([
      expect.objectContaining({ action: "changes_requested", actor: "Thandi", comment: "Could the sofa be in olive velvet?", ipAddress: "198.51.100.50", userAgent: CLIENT_BROWSER }),
    ]);
    const events = await prisma().outboxEvent.findMany({ where: { type: outboxTypeOf(quoteChangesRequestedEvent) } });
    expect(events.map((event) => (event.payload as { data: { quoteId: string } }).data.quoteId)).toContain(quoteId);
    expect((await clientAt("198.51.100.50").approve(quoteId, validApproval())).json.message).toBe(QUOTE_NOT_SIGNABLE_MESSAGES.rejected);
  });

  it("is shown with the client's words on the quote and on the version that revises it", async () => {
    const quoteId = await quoteIn("sent");
    expect((await clientAt("198.51.100.52").requestChanges(quoteId, { comment: "Less brass, please", requestedBy: "Thandi" })).status).toBe(204);

    const revised = await designer.post(`/api/quotes/${quoteId}/revise`);
    expect(revised.status, revised.text).toBe(201);
    const asked = { version: 1, comment: "Less brass, please", requestedBy: "Thandi", at: expect.any(String) };
    expect(revised.json).toMatchObject({ version: 2, status: "draft", changesRequested: asked });
    expect((await designer.get(`/api/quotes/${quoteId}`)).json).toMatchObject({ status: "superseded", changesRequested: asked });
    expect((await designer.get(`/api/quotes/${(await quoteIn("sent"))}`)).json.changesRequested).toBeNull();
  });

  it("needs a comment", async () => {
    const quoteId = await quoteIn("sent");
    const response = await clientAt("198.51.100.51").requestChanges(quoteId, { comment: "" });
    expect({ status: response.status, errors: response.json.errors }).toEqual({ status: 400, errors: { comment: ["Please say what you would like changed"] } });
  });
});

describe("the audit trail", () => {
  it("records a portal view once an hour per link, each download, and the approval, for staff to read", async () => {
    const quoteId = await quoteIn("sent");
    const browser = clientAt("198.51.100.60");
    await browser.portal();
    await browser.portal();
    await browser.download(quoteId, "pdf");
    await vi.waitFor(async () => expect((await auditOf(quoteId)).entries.map((entry) => entry.action)).toContain("viewed"), { timeout: 10_000, interval: 100 });
    expect((await browser.approve(quoteId, validApproval())).status).toBe(201);

    const audit = await auditOf(quoteId);

    expect(audit.entries.map((entry) => entry.action).sort()).toEqual(["approved", "downloaded", "viewed"]);
    expect(audit.entries.every((entry) => entry.ipAddress === "198.51.100.60" && entry.userAgent === CLIENT_BROWSER)).toBe(true);
    expect(audit.approval).toMatchObject({ signedBy: "Thandi Mokoena", ipAddress: "198.51.100.60", signatureSha256: sha256(signature) });
  });

  it("cannot be changed or deleted, by a route or in the database", async () => {
    const quoteId = await quoteIn("sent");
    await clientAt("198.51.100.61").approve(quoteId, validApproval());
    const entry = await prisma().quoteAuditEvent.findFirstOrThrow({ where: { quoteId } });

    for (const method of ["PUT", "PATCH", "DELETE"]) expect((await designer.request(method, `/api/quotes/${quoteId}/audit`, { json: {} })).status, method).toBe(404);
    await expect(prisma().quoteAuditEvent.update({ where: { id: entry.id }, data: { ipAddress: "10.0.0.1" } })).rejects.toThrow(/append-only/);
    await expect(prisma().quoteAuditEvent.delete({ where: { id: entry.id } })).rejects.toThrow(/append-only/);
    await expect(prisma().approval.updateMany({ where: { quoteId }, data: { signedBy: "Someone else" } })).rejects.toThrow(/append-only/);
    await expect(prisma().$executeRawUnsafe("TRUNCATE quote_audit_events CASCADE")).rejects.toThrow(/append-only/);
    expect(await prisma().quoteAuditEvent.findUniqueOrThrow({ where: { id: entry.id } })).toEqual(entry);
  });

  it("is the studio's own: another studio's designer gets 404", async () => {
    const quoteId = await quoteIn("sent");
    expect((await stranger.get(`/api/quotes/${quoteId}/audit`)).status).toBe(404);
    expect((await stranger.get(`/api/quotes/${quoteId}/certificate`)).status).toBe(404);
  });
});

describe("the certificate", () => {
  it("states the evidence and its hashes before the signed quote's own pages, and is mailed to the client and the studio", async () => {
    const quoteId = await quoteIn("sent");
    const shownPdf = Buffer.from(await (await clientAt("198.51.100.70").download(quoteId, "pdf")).arrayBuffer());
    expect((await clientAt("198.51.100.70").approve(quoteId, validApproval())).status).toBe(201);
    const { number } = await prisma().quote.findUniqueOrThrow({ where: { id: quoteId } });

    const staffCopy = await fetch(`${stack.gatewayUrl}/api/quotes/${quoteId}/certificate`, { headers: { cookie: designer.cookieHeader } });
    const clientCopy = await clientAt("198.51.100.70").download(quoteId, "certificate");

    expect(staffCopy.status).toBe(200);
    expect(staffCopy.headers.get("content-disposition")).toBe(`attachment; filename="${number}-v1-certificate.pdf"`);
    const certificate = Buffer.from(await staffCopy.arrayBuffer());
    expect(Buffer.from(await clientCopy.arrayBuffer()).equals(certificate)).toBe(true);
    const [evidence, ...quotePages] = await pdfPageTexts(certificate);
    for (const fact of [number, "Thandi Mokoena", "198.51.100.70", CLIENT_BROWSER, sha256(shownPdf), sha256(signature), "R 22,425.00"]) expect(evidence, fact).toContain(fact);
    expect(quotePages).toEqual(await pdfPageTexts(shownPdf));

    await vi.waitFor(
      async () => {
        const mails = await Promise.all((await readdir(stack.mailOutboxDir)).filter((name) => name.endsWith(".eml")).map(async (name) => simpleParser(await readFile(join(stack.mailOutboxDir, name)))));
        const about = mails.filter((mail) => mail.subject === `Quote ${number} approved: certificate of approval`);
        expect(about.map((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]!.address).sort()).toEqual([CLIENT_EMAIL, STUDIO_EMAIL].sort());
        for (const mail of about) expect(mail.attachments.map((attachment) => attachment.filename)).toEqual([`${number}-v1-certificate.pdf`]);
      },
      { timeout: 15_000, interval: 200 },
    );
  });

  it("is not there for a quote nobody signed", async () => {
    const quoteId = await quoteIn("sent");
    expect((await designer.get(`/api/quotes/${quoteId}/certificate`)).status).toBe(404);
  });
});
