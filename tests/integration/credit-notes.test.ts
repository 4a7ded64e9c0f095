import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityPageSchema, creditNoteSchema, invoiceSchema, projectInvoicesSchema, projectPaymentsSchema, studioDay, type Invoice } from "@atelier/contracts";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let designer: TestClient;
let stranger: TestClient;
let projectId: string;

const prisma = () => stack.auth.prisma;
const year = () => Number(studioDay(new Date(), "Africa/Johannesburg").slice(0, 4));

async function issued(body: Record<string, unknown>): Promise<Invoice> {
  const draft = await designer.post(`/api/projects/${projectId}/invoices`, body);
  expect(draft.status, draft.text).toBe(201);
  const response = await designer.post(`/api/invoices/${draft.json.id}/issue`);
  expect(response.status, response.text).toBe(200);
  return invoiceSchema.parse(response.json);
}
const fee = (price: string) => issued({ kind: "fee", lines: [{ description: "Design fee", quantity: 1, unitPrice: price }] });
const credit = (invoiceId: string, body: Record<string, unknown>, client = designer) => client.post(`/api/invoices/${invoiceId}/credit-notes`, body);
const invoice = async (id: string) => invoiceSchema.parse((await designer.get(`/api/invoices/${id}`)).json);

beforeAll(async () => {
  stack = await startTestStack();
  designer = (await signedInDesigner(stack.gatewayUrl)).client;
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
  projectId = (await designer.post("/api/projects", newProject)).json.id;
  expect((await designer.put(`/api/projects/${projectId}`, { address: "5 Upper Orange Street, Oranjezicht" })).status).toBe(200);
});
afterAll(() => stack.close());

describe("a credit note", () => {
  it("reduces an issued invoice up to what is left to credit, numbered in its own gap-free series, and never changes", async () => {
    const target = await fee("100"); // R 115.00
    const first = await credit(target.id, { reason: "Fewer hours than estimated", amount: "33.33" });
    expect(first.status, first.text).toBe(201);
    expect(creditNoteSchema.parse(first.json)).toMatchObject({ number: `CN-${year()}-0001`, reason: "Fewer hours than estimated", subtotal: "33.33", vat: "5.00", total: "38.33" });
    await credit(target.id, { reason: "Travel not charged", amount: "33.33" });
    const tooMuch = await credit(target.id, { reason: "More", amount: "33.35" });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.json.errors.amount).toEqual([`At most R 33.34 of ${target.number} is left to credit, before VAT`]);
    const last = creditNoteSchema.parse((await credit(target.id, { reason: "Fee waived", amount: "33.34" })).json);
    expect(last).toMatchObject({ number: `CN-${year()}-0003`, vat: "5.00", total: "38.34" });
    const [issuedLast] = activityPageSchema.parse((await designer.get(`/api/projects/${projectId}/activity?record=credit-note`)).json).entries;
    expect(issuedLast).toMatchObject({ actor: { kind: "member", name: "Nomsa Mahlangu" }, action: "issued", record: { type: "credit-note", id: last.id, label: last.number } });
    expect(issuedLast!.changes).toEqual([{ field: "total", label: "Total", before: null, after: "R 38.34" }]);
    // Credited in full: nothing is owed, to the cent.
    expect(await invoice(target.id)).toMatchObject({ amountCredited: "115.00", balance: "0.00" });
    expect((await invoice(target.id)).creditNotes.map((note) => note.number)).toEqual([`CN-${year()}-0001`, `CN-${year()}-0002`, `CN-${year()}-0003`]);

    const pdf = await fetch(`${stack.gatewayUrl}/api/credit-notes/${last.id}/pdf`, { headers: { cookie: designer.cookieHeader } });
    expect(pdf.status).toBe(200);
    const text = (await pdfPageTexts(Buffer.from(await pdf.arrayBuffer()))).join("\n");
    for (const expected of ["Credit Note", last.number, target.number!, newProject.clientName, "Total credit (incl. VAT)", "R 38.34", "Fee waived"]) expect(text).toContain(expected);
    expect((await fetch(`${stack.gatewayUrl}/api/credit-notes/${last.id}/pdf`, { headers: { cookie: stranger.cookieHeader } })).status).toBe(404);

    await expect(prisma().creditNote.update({ where: { id: last.id }, data: { reason: "Other" } })).rejects.toThrow(/append-only/);
    await expect(prisma().creditNote.delete({ where: { id: last.id } })).rejects.toThrow(/append-only/);
  });

  it("on a paid invoice gives back what the client overpaid as their credit", async () => {
    const paidInvoice = await fee("1000"); // R 1,150.00
    expect((await designer.post(`/api/projects/${projectId}/payments`, { amount: "1150", receivedOn: studioDay(new Date(), "Africa/Johannesburg"), method: "eft", allocations: [{ invoiceId: paidInvoice.id, amount: "1150" }] })).status).toBe(201);
    const before = projectPaymentsSchema.parse((await designer.get(`/api/projects/${projectId}/payments`)).json).credit;
    await credit(paidInvoice.id, { reason: "Returned lamp", amount: "200" }); // R 230.00 incl. VAT
    expect(await invoice(paidInvoice.id)).toMatchObject({ status: "paid", amountPaid: "920.00", amountCredited: "230.00", balance: "0.00" });
    const after = projectPaymentsSchema.parse((await designer.get(`/api/projects/${projectId}/payments`)).json).credit;
    expect(Math.round((Number(after) - Number(before)) * 100)).toBe(23_000);
  });

  it("on a quote's deposit leaves that much of the quote to bill again", async () => {
    const quote = await prisma().quote.create({
      data: { studioId: (await prisma().project.findUniqueOrThrow({ where: { id: projectId } })).studioId, projectId, number: `Q-${year()}-0900`, title: "Study", status: "approved", subtotal: "10000.00", vat: "1500.00", total: "11500.00", lines: { create: [{ name: "Desk", quantity: "1", unitCost: "1", unitPrice: "10000.00", lineTotal: "10000.00" }] } },
    });
    const deposit = await issued({ kind: "deposit", quoteId: quote.id });
    await credit(deposit.id, { reason: "Deposit waived", amount: "1000" });
    const billable = projectInvoicesSchema.parse((await designer.get(`/api/projects/${projectId}/invoices`)).json).billableQuotes.find((each) => each.id === quote.id);
    expect(billable).toMatchObject({ invoiced: "4000.00", invoicedVat: "600.00", remaining: "6000.00" });
    const final = (await designer.post(`/api/projects/${projectId}/invoices`, { kind: "final", quoteId: quote.id })).json as Invoice;
    expect(final).toMatchObject({ subtotal: "6000.00", vat: "900.00", total: "6900.00" });
  });

  it("credits lines of the invoice, each quantity at most once in all, and prints them", async () => {
    const target = await issued({
      kind: "fee",
      lines: [
        { description: "Linen cushions", quantity: 4, unitPrice: "850" },
        { description: "Styling hours", quantity: 2, unitPrice: "600" },
      ],
    }); // R 4,600.00 before VAT
    const [cushions, styling] = target.lines;
    const byLines = await credit(target.id, { reason: "Two cushions returned", lines: [{ invoiceLineId: cushions!.id, quantity: 2 }] });
    expect(byLines.status, byLines.text).toBe(201);
    expect(creditNoteSchema.parse(byLines.json)).toMatchObject({ subtotal: "1700.00", vat: "255.00", total: "1955.00" });

    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ lines: [{ invoiceLineId: cushions!.id, quantity: 2.5 }] }, "lines.0.quantity", "At most 2 of “Linen cushions” is left to credit"],
      [{ lines: [{ invoiceLineId: styling!.id, quantity: 1 }, { invoiceLineId: target.id, quantity: 1 }] }, "lines.1.invoiceLineId", "Choose a line of this invoice"],
      [{ lines: [{ invoiceLineId: styling!.id, quantity: 1 }], amount: "10" }, "amount", "Credit either an amount or lines of the invoice"],
      [{}, "amount", "Credit either an amount or lines of the invoice"],
    ];
    for (const [body, field, message] of refusals) {
      const refused = await credit(target.id, { reason: "Refused", ...body });
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.json.errors[field]).toEqual([message]);
    }
    expect(await prisma().creditNote.count({ where: { invoiceId: target.id } })).toBe(1);

    const pdf = await fetch(`${stack.gatewayUrl}/api/credit-notes/${byLines.json.id}/pdf`, { headers: { cookie: designer.cookieHeader } });
    const text = (await pdfPageTexts(Buffer.from(await pdf.arrayBuffer()))).join("\n");
    for (const printed of ["Credit Note", "Linen cushions", "R 850.00", "R 1,700.00", "Two cushions returned"]) expect(text, printed).toContain(printed);
    expect(await invoice(target.id)).toMatchObject({ amountCredited: "1955.00", balance: "3335.00" });
  });

  it("is refused on a draft, and is the studio's alone", async () => {
    const draft = (await designer.post(`/api/projects/${projectId}/invoices`, { kind: "fee", lines: [{ description: "Draft", quantity: 1, unitPrice: "50" }] })).json.id as string;
    const refused = await credit(draft, { reason: "Nothing to credit", amount: "10" });
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("This invoice is a draft and cannot be credited until it is issued");
    const target = await fee("50");
    expect((await credit(target.id, { reason: "Theirs", amount: "10" }, stranger)).status).toBe(404);
    expect((await credit(target.id, { reason: "", amount: "10" })).json.errors.reason).toEqual(["Reason is required"]);
  });
});
