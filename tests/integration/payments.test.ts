import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityPageSchema, clientPortalSchema, invoicePaidEvent, invoiceSchema, outboxTypeOf, paymentSchema, PROJECT_DELETE_REFUSAL, portalTokenResponseSchema, projectPaymentsSchema, projectStatementSchema, studioDay, type Invoice } from "@atelier/contracts";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { newProject, signedInDesigner } from "../support/designers";
import { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let designer: TestClient;
let stranger: TestClient;

const prisma = () => stack.auth.prisma;
const today = () => studioDay(new Date(), "Africa/Johannesburg");

async function newProjectId(): Promise<string> {
  const id = (await designer.post("/api/projects", newProject)).json.id as string;
  expect((await designer.put(`/api/projects/${id}`, { address: "3 Kloof Nek Road, Tamboerskloof" })).status).toBe(200);
  return id;
}

/** An issued fee invoice of the project for `price` before VAT. */
async function issuedInvoice(projectId: string, price: string): Promise<Invoice> {
  const draft = await designer.post(`/api/projects/${projectId}/invoices`, { kind: "fee", lines: [{ description: "Design fee", quantity: 1, unitPrice: price }] });
  expect(draft.status, draft.text).toBe(201);
  const issued = await designer.post(`/api/invoices/${draft.json.id}/issue`);
  expect(issued.status, issued.text).toBe(200);
  return invoiceSchema.parse(issued.json);
}

const invoice = async (id: string) => invoiceSchema.parse((await designer.get(`/api/invoices/${id}`)).json);
const pay = (projectId: string, body: Record<string, unknown>, client = designer) => client.post(`/api/projects/${projectId}/payments`, { receivedOn: today(), method: "eft", ...body });

beforeAll(async () => {
  stack = await startTestStack();
  designer = (await signedInDesigner(stack.gatewayUrl)).client;
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
});
afterAll(() => stack.close());

describe("a payment", () => {
  it("settles the oldest invoices first, part paying the next, and each invoice paid in full says so once", async () => {
    const projectId = await newProjectId();
    const first = await issuedInvoice(projectId, "1000"); // R 1,150.00
    const second = await issuedInvoice(projectId, "2000"); // R 2,300.00
    const response = await pay(projectId, { amount: "1 500,00", reference: "Pieter deposit" });
    expect(response.status, response.text).toBe(201);
    expect(paymentSchema.parse(response.json)).toMatchObject({
      amount: "1500.00",
      method: "eft",
      reference: "Pieter deposit",
      allocations: [
        { invoiceId: first.id, invoiceNumber: first.number, amount: "1150.00" },
        { invoiceId: second.id, invoiceNumber: second.number, amount: "350.00" },
      ],
      unallocated: "0.00",
    });
    expect(await invoice(first.id)).toMatchObject({ status: "paid", amountPaid: "1150.00", balance: "0.00" });
    expect(await invoice(second.id)).toMatchObject({ status: "part_paid", amountPaid: "350.00", balance: "1950.00" });

    await pay(projectId, { amount: "1950" });
    expect(await invoice(second.id)).toMatchObject({ status: "paid", balance: "0.00" });
    const paidEvents = await prisma().outboxEvent.findMany({ where: { type: outboxTypeOf(invoicePaidEvent) } });
    const paidIds = paidEvents.map((event) => (event.payload as { data: { invoiceId: string } }).data.invoiceId);
    expect(paidIds.filter((id) => id === first.id || id === second.id).sort()).toEqual([first.id, second.id].sort());
  });

  it("goes where the studio allocates it, never beyond an invoice's balance or the payment", async () => {
    const projectId = await newProjectId();
    const first = await issuedInvoice(projectId, "1000");
    const second = await issuedInvoice(projectId, "2000");
    const chosen = await pay(projectId, { amount: "500", allocations: [{ invoiceId: second.id, amount: "500" }] });
    expect(chosen.status, chosen.text).toBe(201);
    expect(await invoice(first.id)).toMatchObject({ status: "issued", amountPaid: "0.00" });
    expect(await invoice(second.id)).toMatchObject({ status: "part_paid", amountPaid: "500.00" });

    const otherProject = await newProjectId();
    const elsewhere = await issuedInvoice(otherProject, "100");
    const draft = (await designer.post(`/api/projects/${projectId}/invoices`, { kind: "fee", lines: [{ description: "Draft", quantity: 1, unitPrice: "10" }] })).json.id as string;
    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ amount: "2000", allocations: [{ invoiceId: first.id, amount: "1150.01" }] }, "allocations.0.amount", `${first.number} has R 1,150.00 owed`],
      [{ amount: "100", allocations: [{ invoiceId: elsewhere.id, amount: "100" }] }, "allocations.0.invoiceId", "Choose an issued invoice of this project with something owed"],
      [{ amount: "10", allocations: [{ invoiceId: draft, amount: "10" }] }, "allocations.0.invoiceId", "Choose an issued invoice of this project with something owed"],
      [{ amount: "100", allocations: [{ invoiceId: first.id, amount: "60" }, { invoiceId: second.id, amount: "60" }] }, "allocations", "The allocations come to more than the payment"],
      [{ amount: "0" }, "amount", "Amount must be more than R 0.00"],
      [{ amount: "100", method: "cheque" }, "method", "Method must be eft, card or cash"],
      [{ amount: "100", receivedOn: "2200-01-01" }, "receivedOn", "Received on cannot be after today"],
    ];
    for (const [body, field, message] of refusals) {
      const response = await pay(projectId, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect(await prisma().payment.count({ where: { projectId } })).toBe(1);
  });

  it("over what is owed is the client's credit, which the next invoice takes when it is issued", async () => {
    const projectId = await newProjectId();
    const deposit = await issuedInvoice(projectId, "1000");
    await pay(projectId, { amount: "1500" });
    expect(projectPaymentsSchema.parse((await designer.get(`/api/projects/${projectId}/payments`)).json)).toMatchObject({ credit: "350.00" });

    const next = await issuedInvoice(projectId, "2000");
    expect(next).toMatchObject({ status: "part_paid", amountPaid: "350.00", balance: "1950.00" });
    const payments = projectPaymentsSchema.parse((await designer.get(`/api/projects/${projectId}/payments`)).json);
    expect(payments.credit).toBe("0.00");
    expect(payments.payments[0]!.allocations.map((allocation) => [allocation.invoiceNumber, allocation.amount])).toEqual([
      [deposit.number, "1150.00"],
      [next.number, "350.00"],
    ]);
  });

  it("left over as credit can be refunded, never beyond the credit, and what is refunded no later invoice takes", async () => {
    const projectId = await newProjectId();
    await issuedInvoice(projectId, "1000");
    await pay(projectId, { amount: "1500" }); // R 350.00 credit
    const refund = (body: Record<string, unknown>, client = designer) => client.post(`/api/projects/${projectId}/refunds`, { refundedOn: today(), method: "eft", ...body });

    const tooMuch = await refund({ amount: "350.01" });
    expect({ status: tooMuch.status, errors: tooMuch.json.errors }).toEqual({ status: 400, errors: { amount: ["The client's credit is R 350.00"] } });
    expect((await refund({ amount: "10", refundedOn: "2199-01-01" })).json.errors).toEqual({ refundedOn: ["Refunded on cannot be after today"] });
    expect((await refund({ amount: "10" }, stranger)).status).toBe(404);
    const refunds = await Promise.all([refund({ amount: "300", reference: "Back to FNB" }), refund({ amount: "300" })]);
    expect(refunds.map((response) => response.status).sort()).toEqual([201, 400]);
    const refunded = activityPageSchema.parse((await designer.get(`/api/projects/${projectId}/activity?record=payment`)).json).entries.filter((entry) => entry.record.label.startsWith("Refund"));
    expect(refunded).toEqual([
      expect.objectContaining({ actor: expect.objectContaining({ kind: "member", name: "Nomsa Mahlangu" }), action: "created", record: { type: "payment", id: refunds.find((response) => response.status === 201)!.json.id, label: `Refund of R 300.00 by EFT on ${today()}` }, changes: [] }),
    ]);

    const payments = projectPaymentsSchema.parse((await designer.get(`/api/projects/${projectId}/payments`)).json);
    expect(payments.credit).toBe("50.00");
    expect(payments.refunds.map(({ amount, method }) => [amount, method])).toEqual([["300.00", "eft"]]);
    const next = await issuedInvoice(projectId, "100"); // R 115.00, of which the credit left pays R 50.00
    expect(next).toMatchObject({ amountPaid: "50.00", balance: "65.00" });
    expect(projectPaymentsSchema.parse((await designer.get(`/api/projects/${projectId}/payments`)).json).credit).toBe("0.00");

    const statement = projectStatementSchema.parse((await designer.get(`/api/projects/${projectId}/statement`)).json);
    expect(statement.entries.map((entry) => [entry.kind, entry.debit, entry.credit])).toEqual([
      ["invoice", "1150.00", null],
      ["invoice", "115.00", null],
      ["payment", null, "1500.00"],
      ["refund", "300.00", null],
    ]);
    expect(statement.closingBalance).toBe("65.00");
  });

  it("at the same time as nine others never pays an invoice twice: what it leaves is credit", async () => {
    const projectId = await newProjectId();
    const only = await issuedInvoice(projectId, "400"); // R 460.00
    const responses = await Promise.all(Array.from({ length: 10 }, () => pay(projectId, { amount: "100" })));
    expect(responses.map(({ status }) => status)).toEqual(Array(10).fill(201));
    expect(await invoice(only.id)).toMatchObject({ status: "paid", amountPaid: "460.00", balance: "0.00" });
    expect(projectPaymentsSchema.parse((await designer.get(`/api/projects/${projectId}/payments`)).json).credit).toBe("540.00");
  });

  it("is the studio's alone, and keeps its project from being deleted", async () => {
    const projectId = await newProjectId();
    await issuedInvoice(projectId, "100");
    expect((await pay(projectId, { amount: "10" }, stranger)).status).toBe(404);
    expect((await stranger.get(`/api/projects/${projectId}/payments`)).status).toBe(404);
    const unbilled = (await designer.post("/api/projects", newProject)).json.id as string;
    expect((await pay(unbilled, { amount: "5000" })).status).toBe(201);
    const deleting = await designer.delete(`/api/projects/${unbilled}`);
    expect({ status: deleting.status, message: deleting.json.message }).toEqual({ status: 409, message: PROJECT_DELETE_REFUSAL });
  });

  it("shows in the client's portal: issued invoices only, what is owed, where to pay, and a PDF marked Copy", async () => {
    const projectId = await newProjectId();
    const studioId = (await prisma().project.findUniqueOrThrow({ where: { id: projectId } })).studioId;
    await prisma().studio.update({ where: { id: studioId }, data: { bankName: "Nedbank", bankAccountHolder: "Studio (Pty) Ltd", bankAccountNumber: "1234567890", bankBranchCode: "198765" } });
    const paid = await issuedInvoice(projectId, "1000");
    const owed = await issuedInvoice(projectId, "2000");
    await designer.post(`/api/projects/${projectId}/invoices`, { kind: "fee", lines: [{ description: "A draft the client never sees", quantity: 1, unitPrice: "99" }] });
    await pay(projectId, { amount: "1150" });
    const otherProject = await newProjectId();
    await issuedInvoice(otherProject, "300");

    const link = portalTokenResponseSchema.parse((await designer.post(`/api/projects/${projectId}/portal-token`)).json);
    const portalPath = `/api/client-portal/${projectId}/${link.portalUrl.split("/").pop()}`;
    const client = new TestClient(stack.gatewayUrl);
    const portal = clientPortalSchema.parse((await client.get(portalPath)).json);
    expect(portal.invoices.map((invoice) => [invoice.number, invoice.status, invoice.balance])).toEqual([
      [owed.number, "issued", "2300.00"],
      [paid.number, "paid", "0.00"],
    ]);
    expect(portal.balance).toBe("2300.00");
    expect(portal.paymentDetails).toEqual({ bankName: "Nedbank", accountHolder: "Studio (Pty) Ltd", accountNumber: "1234567890", branchCode: "198765" });

    const pdf = await fetch(`${stack.gatewayUrl}${portalPath}/invoices/${owed.id}/pdf`);
    expect(pdf.status, await pdf.clone().text()).toBe(200);
    const text = (await pdfPageTexts(Buffer.from(await pdf.arrayBuffer()))).join("\n");
    expect(text).toContain(owed.number!);
    expect(text).toContain("Copy");
    const draftId = (await prisma().invoice.findFirstOrThrow({ where: { projectId, status: "draft" } })).id;
    const otherInvoice = (await prisma().invoice.findFirstOrThrow({ where: { projectId: otherProject } })).id;
    for (const hidden of [draftId, otherInvoice]) expect((await fetch(`${stack.gatewayUrl}${portalPath}/invoices/${hidden}/pdf`)).status).toBe(404);
  });
});
