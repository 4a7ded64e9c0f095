import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  activityPageSchema,
  clientPortalSchema,
  invoiceSchema,
  outboxTypeOf,
  paymentProofSchema,
  paymentProofUploadedEvent,
  paymentSchema,
  portalPaymentProofSchema,
  portalTokenResponseSchema,
  studioDay,
  type Invoice,
} from "@atelier/contracts";
import { newProject, signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { startProjectsWorkers, type ProjectsTestWorkers } from "../support/projects-workers";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let projectsWorkers: ProjectsTestWorkers;
let designer: TestClient;
let stranger: TestClient;

const prisma = () => stack.auth.prisma;
const today = () => studioDay(new Date(), "Africa/Johannesburg");
const PDF = Buffer.from("%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n", "latin1");

interface Portal {
  projectId: string;
  path: string;
  client: TestClient;
}

async function projectWithPortal(): Promise<Portal> {
  const projectId = (await designer.post("/api/projects", { ...newProject, clientName: "Thandi Mokoena" })).json.id as string;
  expect((await designer.put(`/api/projects/${projectId}`, { address: "3 Kloof Nek Road, Tamboerskloof" })).status).toBe(200);
  const link = portalTokenResponseSchema.parse((await designer.post(`/api/projects/${projectId}/portal-token`)).json);
  return { projectId, path: `/api/client-portal/${projectId}/${link.portalUrl.split("/").pop()}`, client: new TestClient(stack.gatewayUrl) };
}

async function issuedInvoice(projectId: string, price: string): Promise<Invoice> {
  const draft = await designer.post(`/api/projects/${projectId}/invoices`, { kind: "fee", lines: [{ description: "Design fee", quantity: 1, unitPrice: price }] });
  expect(draft.status, draft.text).toBe(201);
  return invoiceSchema.parse((await designer.post(`/api/invoices/${draft.json.id}/issue`)).json);
}

/** The client's upload through the portal's own upload URL, as the portal's form makes it. */
async function uploadThroughPortal(portal: Portal, bytes: Buffer, contentType = "application/pdf"): Promise<string> {
  const ticket = await portal.client.post(`${portal.path}/uploads`);
  expect(ticket.status, ticket.text).toBe(200);
  const { uploadURL } = ticket.json as { uploadURL: string };
  const put = uploadURL.startsWith("/")
    ? await portal.client.request("PUT", uploadURL, { body: bytes, headers: { "content-type": contentType } })
    : await fetch(uploadURL, { method: "PUT", body: new Uint8Array(bytes), headers: { "content-type": contentType } });
  expect(put.status).toBe(200);
  return uploadURL;
}

const submit = (portal: Portal, body: Record<string, unknown>) => portal.client.post(`${portal.path}/payment-proofs`, { paidOn: today(), ...body });
const proofs = async (projectId: string) => paymentProofSchema.array().parse((await designer.get(`/api/projects/${projectId}/payment-proofs`)).json);
const portalData = async (portal: Portal) => clientPortalSchema.parse((await portal.client.get(portal.path)).json);
/** The project's activity about one record, newest first: who did what, and what changed. */
const activityOf = async (projectId: string, recordId: string) =>
  activityPageSchema
    .parse((await designer.get(`/api/projects/${projectId}/activity`)).json)
    .entries.filter((entry) => entry.record.id === recordId)
    .map(({ actor, action, record, changes }) => ({ actor: `${actor.kind}: ${actor.name}`, action, type: record.type, label: record.label, changes }));

beforeAll(async () => {
  stack = await startTestStack();
  projectsWorkers = await startProjectsWorkers(stack);
  designer = (await signedInDesigner(stack.gatewayUrl)).client;
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
});
afterAll(async () => {
  await projectsWorkers?.close();
  await stack.close();
});

describe("a proof of payment", () => {
  it("is uploaded by the client in the portal, kept as sent, and tells the studio and the timeline", async () => {
    const portal = await projectWithPortal();
    const invoice = await issuedInvoice(portal.projectId, "1000");
    const fileURL = await uploadThroughPortal(portal, PDF);
    const sent = await submit(portal, { fileURL, amount: "1 150,00", reference: invoice.number, invoiceId: invoice.id });
    expect(sent.status, sent.text).toBe(201);
    const proof = portalPaymentProofSchema.parse(sent.json);
    expect(proof).toMatchObject({ amount: "1150.00", paidOn: today(), reference: invoice.number, invoiceNumber: invoice.number, status: "pending", declinedReason: null });

    expect((await portalData(portal)).paymentProofs).toEqual([proof]);
    const [listed] = await proofs(portal.projectId);
    expect(listed).toMatchObject({ id: proof.id, invoiceId: invoice.id, contentType: "application/pdf", sizeBytes: PDF.length, paymentId: null });
    const file = listed!.fileUrl.startsWith("/") ? await fetch(new URL(listed!.fileUrl, stack.gatewayUrl)) : await fetch(listed!.fileUrl);
    expect(Buffer.from(await file.arrayBuffer()).equals(PDF)).toBe(true);
    // The upload URL can no longer change what was kept.
    expect((await prisma().paymentProof.findUniqueOrThrow({ where: { id: proof.id } })).objectKey).not.toContain("/uploads/");

    const again = await submit(portal, { fileURL, amount: "1150", invoiceId: invoice.id });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(proof.id);
    expect(await prisma().outboxEvent.count({ where: { type: outboxTypeOf(paymentProofUploadedEvent), payload: { path: ["data", "proofId"], equals: proof.id } } })).toBe(1);
    expect(await activityOf(portal.projectId, proof.id)).toEqual([{ actor: "client: Thandi Mokoena", action: "created", type: "payment-proof", label: `R 1,150.00 paid on ${today()}`, changes: [] }]);

    const told = () => prisma().notification.findMany({ where: { projectId: portal.projectId, kind: "payment_proof_uploaded" }, select: { title: true, message: true, link: true } });
    await expect.poll(told, { timeout: 15_000 }).toEqual([
      {
        title: "Proof of payment uploaded",
        message: `Thandi Mokoena uploaded a proof of payment of R 1,150.00 for invoice ${invoice.number} for ${newProject.name}: check your bank account, then confirm it.`,
        link: `/projects/${portal.projectId}/accounts`,
      },
    ]);
    const timeline = async () => ((await designer.get(`/api/projects/${portal.projectId}/timeline`)).json as Array<{ title: string }>).map((event) => event.title);
    await expect.poll(timeline, { timeout: 15_000 }).toContain(`Proof of payment of R 1,150.00 for invoice ${invoice.number} uploaded by the client`);
  });

  it("refuses what is not a proof of this project's payment, keeping nothing", async () => {
    const portal = await projectWithPortal();
    const other = await projectWithPortal();
    const otherInvoice = await issuedInvoice(other.projectId, "100");
    const html = await uploadThroughPortal(portal, Buffer.from("<html><script>alert(1)</script></html>"), "application/pdf");
    const notAProof = await submit(portal, { fileURL: html, amount: "100" });
    expect(notAProof.status).toBe(415);
    expect(notAProof.json.message).toBe("The proof of payment must be a PDF or an image (JPG, PNG or WebP)");

    const othersUpload = await uploadThroughPortal(other, PDF);
    const { uploadURL: staffUpload } = (await designer.post("/api/objects/upload")).json as { uploadURL: string };
    const mine = await uploadThroughPortal(portal, PDF);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const refusals: Array<[Record<string, unknown>, string]> = [
      [{ fileURL: othersUpload, amount: "100" }, "fileURL"],
      [{ fileURL: staffUpload, amount: "100" }, "fileURL"],
      [{ fileURL: mine, amount: "0" }, "amount"],
      [{ fileURL: mine, amount: "100", paidOn: tomorrow }, "paidOn"],
      [{ fileURL: mine, amount: "100", invoiceId: otherInvoice.id }, "invoiceId"],
    ];
    for (const [body, field] of refusals) {
      const refused = await submit(portal, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(refused.json.errors)).toEqual([field]);
    }
    expect(await prisma().paymentProof.count({ where: { projectId: portal.projectId } })).toBe(0);
    expect((await stranger.get(`/api/projects/${portal.projectId}/payment-proofs`)).status).toBe(404);
  });
});

describe("the studio", () => {
  it("confirms a proof into a payment in one step, settling the invoice the client named first, once", async () => {
    const portal = await projectWithPortal();
    const older = await issuedInvoice(portal.projectId, "1000"); // R 1,150.00
    const named = await issuedInvoice(portal.projectId, "2000"); // R 2,300.00
    const proof = portalPaymentProofSchema.parse((await submit(portal, { fileURL: await uploadThroughPortal(portal, PDF), amount: "2500", reference: "MOKOENA", invoiceId: named.id })).json);

    expect((await stranger.post(`/api/payment-proofs/${proof.id}/confirm`, {})).status).toBe(404);
    const confirms = await Promise.all(Array.from({ length: 5 }, () => designer.post(`/api/payment-proofs/${proof.id}/confirm`, {})));
    expect(confirms.map((response) => response.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const payment = paymentSchema.parse(confirms.find((response) => response.status === 201)!.json);
    expect(payment).toMatchObject({
      amount: "2500.00",
      receivedOn: today(),
      method: "eft",
      reference: "MOKOENA",
      allocations: [
        { invoiceId: named.id, amount: "2300.00" },
        { invoiceId: older.id, amount: "200.00" },
      ],
    });
    expect(confirms.find((response) => response.status === 409)!.json.message).toBe("This proof of payment was already confirmed");
    expect(await prisma().payment.count({ where: { projectId: portal.projectId } })).toBe(1);
    expect((await proofs(portal.projectId))[0]).toMatchObject({ status: "confirmed", paymentId: payment.id });
    // The confirmation is the member's, once; the payment it made has its own entry.
    expect(await activityOf(portal.projectId, proof.id)).toEqual([
      { actor: "member: Nomsa Mahlangu", action: "confirmed", type: "payment-proof", label: `R 2,500.00 paid on ${today()}`, changes: [] },
      { actor: "client: Thandi Mokoena", action: "created", type: "payment-proof", label: `R 2,500.00 paid on ${today()}`, changes: [] },
    ]);
    expect(await activityOf(portal.projectId, payment.id)).toEqual([{ actor: "member: Nomsa Mahlangu", action: "created", type: "payment", label: `R 2,500.00 by EFT on ${today()}`, changes: [] }]);

    const seen = await portalData(portal);
    expect(seen.paymentProofs.map((shown) => shown.status)).toEqual(["confirmed"]);
    expect(seen.invoices.map((invoice) => [invoice.number, invoice.status])).toEqual([
      [named.number, "paid"],
      [older.number, "part_paid"],
    ]);
  });

  it("corrects the client's figures when confirming, or declines the proof with a reason the client reads", async () => {
    const portal = await projectWithPortal();
    await issuedInvoice(portal.projectId, "1000");
    const first = portalPaymentProofSchema.parse((await submit(portal, { fileURL: await uploadThroughPortal(portal, PDF), amount: "1150" })).json);
    const corrected = await designer.post(`/api/payment-proofs/${first.id}/confirm`, { amount: "1100", method: "card", reference: null });
    expect(corrected.status, corrected.text).toBe(201);
    expect(paymentSchema.parse(corrected.json)).toMatchObject({ amount: "1100.00", method: "card", reference: null });
    expect((await activityOf(portal.projectId, first.id))[0]).toMatchObject({ action: "confirmed", changes: [{ field: "amount", label: "Amount", before: "R 1,150.00", after: "R 1,100.00" }] });

    const second = portalPaymentProofSchema.parse((await submit(portal, { fileURL: await uploadThroughPortal(portal, PDF), amount: "50" })).json);
    expect((await designer.post(`/api/payment-proofs/${second.id}/decline`, { reason: " " })).status).toBe(400);
    const declined = await designer.post(`/api/payment-proofs/${second.id}/decline`, { reason: "Nothing reached our account yet" });
    expect(declined.status, declined.text).toBe(200);
    expect((await activityOf(portal.projectId, second.id))[0]).toEqual({
      actor: "member: Nomsa Mahlangu",
      action: "declined",
      type: "payment-proof",
      label: `R 50.00 paid on ${today()}`,
      changes: [{ field: "declinedReason", label: "Reason", before: null, after: "Nothing reached our account yet" }],
    });
    expect((await designer.post(`/api/payment-proofs/${second.id}/confirm`, {})).json).toEqual({ message: "This proof of payment was declined" });
    const shown = (await portalData(portal)).paymentProofs.find((proof) => proof.id === second.id);
    expect(shown).toMatchObject({ status: "declined", declinedReason: "Nothing reached our account yet" });
    expect(await prisma().payment.count({ where: { projectId: portal.projectId } })).toBe(1);
  });
});
