import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceSchema, PROJECT_DELETE_REFUSAL, projectInvoicesSchema, studioDay, type Invoice } from "@atelier/contracts";
import { createHash } from "node:crypto";
import { daysAfter, toDateOnly } from "@atelier/db";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let designer: TestClient;
let stranger: TestClient;
let studioId: string;
let projectId: string;

const prisma = () => stack.auth.prisma;
const today = () => studioDay(new Date(), "Africa/Johannesburg");
const year = () => Number(today().slice(0, 4));

let lastQuoteNumber = 0;

/** An approved quote of the project with these lines (quantity × unit price), its figures as the quotes service keeps them. */
async function approvedQuote(lines: Array<{ name: string; quantity: string; unitPrice: string; lineTotal: string }>, subtotal: string, vat: string, total: string) {
  const quote = await prisma().quote.create({
    data: {
      studioId,
      projectId,
      number: `Q-${year()}-${String(++lastQuoteNumber).padStart(4, "0")}`,
      title: "Living areas",
      status: "approved",
      approvedAt: new Date(),
      subtotal,
      vat,
      total,
      lines: { create: lines.map((line, index) => ({ ...line, roomName: "Lounge", unitCost: "1.00", sortOrder: index })) },
    },
    include: { lines: { orderBy: { sortOrder: "asc" } } },
  });
  return { id: quote.id, number: quote.number, lineIds: quote.lines.map((line) => line.id) };
}

/** Sofa 2 × R 35,000.00 and lamps 3 × R 3,333.67: R 80,001.01 before VAT, R 12,000.15 VAT. */
const livingRoomQuote = () =>
  approvedQuote(
    [
      { name: "Sofa", quantity: "2", unitPrice: "35000.00", lineTotal: "70000.00" },
      { name: "Floor lamp", quantity: "3", unitPrice: "3333.67", lineTotal: "10001.01" },
    ],
    "80001.01",
    "12000.15",
    "92001.16",
  );

async function created(body: Record<string, unknown>, project = projectId): Promise<Invoice> {
  const response = await designer.post(`/api/projects/${project}/invoices`, body);
  expect(response.status, response.text).toBe(201);
  return invoiceSchema.parse(response.json);
}

async function issued(invoiceId: string): Promise<Invoice> {
  const response = await designer.post(`/api/invoices/${invoiceId}/issue`);
  expect(response.status, response.text).toBe(200);
  return invoiceSchema.parse(response.json);
}

beforeAll(async () => {
  stack = await startTestStack();
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
  projectId = (await designer.post("/api/projects", newProject)).json.id;
  expect((await designer.put(`/api/projects/${projectId}`, { address: "12 Klaassens Road, Constantia, Cape Town" })).status).toBe(200);
});
afterAll(() => stack.close());

describe("invoices of an approved quote", () => {
  it("asks the studio's deposit percent, issues it numbered and dated, and bills the rest to the cent on the final invoice", async () => {
    const quote = await livingRoomQuote();
    const deposit = await created({ kind: "deposit", quoteId: quote.id });
    expect(deposit).toMatchObject({ kind: "deposit", status: "draft", number: null, documentTitle: "Tax Invoice", percent: "50.00", vatPercent: "15.00" });
    // 50% of R 80,001.01 is R 40,000.505, half-up R 40,000.51; its VAT R 6,000.0765 is R 6,000.08.
    expect(deposit).toMatchObject({ subtotal: "40000.51", vat: "6000.08", total: "46000.59", balance: "46000.59" });
    expect(deposit.lines).toEqual([expect.objectContaining({ description: `Deposit of 50% on quote ${quote.number} (Living areas)`, quantity: 1, lineTotal: "40000.51" })]);

    const depositIssued = await issued(deposit.id);
    expect(depositIssued).toMatchObject({ status: "issued", number: `INV-${year()}-0001`, issueDate: today(), dueDate: toDateOnly(daysAfter(today(), 7)), overdue: false });

    const final = await created({ kind: "final", quoteId: quote.id });
    // The quote's R 80,001.01 less the deposit's R 40,000.51; its R 12,000.15 VAT less the deposit's R 6,000.08.
    expect(final).toMatchObject({ subtotal: "40000.50", vat: "6000.07", total: "46000.57" });
    expect(Math.round(Number(depositIssued.total) * 100) + Math.round(Number(final.total) * 100)).toBe(9_200_116);
    expect(final.lines.map((line) => [line.description, line.lineTotal])).toEqual([
      ["Sofa, Lounge", "70000.00"],
      ["Floor lamp, Lounge", "10001.01"],
      [`Less deposit invoice INV-${year()}-0001`, "-40000.51"],
    ]);

    // With the final invoice drafted, nothing of the quote is left to bill.
    const more = await designer.post(`/api/projects/${projectId}/invoices`, { kind: "progress", quoteId: quote.id, percent: 10 });
    expect(more.status).toBe(409);
    expect(more.json.message).toBe(`That is more than is left to invoice on quote ${quote.number}: R 0.00 before VAT`);

    expect((await issued(final.id)).number).toBe(`INV-${year()}-0002`);
    const listed = projectInvoicesSchema.parse((await designer.get(`/api/projects/${projectId}/invoices`)).json);
    expect(listed.invoices.slice(0, 2).map((invoice) => invoice.number)).toEqual([`INV-${year()}-0002`, `INV-${year()}-0001`]);
    expect(listed.billableQuotes.find((billable) => billable.id === quote.id)).toMatchObject({ subtotal: "80001.01", invoiced: "80001.01", remaining: "0.00" });
    const again = await designer.post(`/api/projects/${projectId}/invoices`, { kind: "final", quoteId: quote.id });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe(`Quote ${quote.number} is invoiced in full`);
  });

  it("bills chosen lines once, and frees them when their draft is deleted", async () => {
    const quote = await livingRoomQuote();
    const progress = await created({ kind: "progress", quoteId: quote.id, quoteLineIds: [quote.lineIds[1]] });
    expect(progress).toMatchObject({ subtotal: "10001.01", vat: "1500.15", total: "11501.16", percent: null });
    expect(progress.lines).toEqual([expect.objectContaining({ description: "Floor lamp, Lounge", quantity: 3, unitPrice: "3333.67", quoteLineId: quote.lineIds[1] })]);

    const twice = await designer.post(`/api/projects/${projectId}/invoices`, { kind: "progress", quoteId: quote.id, quoteLineIds: [quote.lineIds[1]] });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe(`Floor lamp, Lounge is already on another invoice of quote ${quote.number}`);

    // A draft changes what it bills: a percent instead of the line.
    const changed = await designer.put(`/api/invoices/${progress.id}`, { percent: "25" });
    expect(changed.status, changed.text).toBe(200);
    expect(invoiceSchema.parse(changed.json)).toMatchObject({ percent: "25.00", subtotal: "20000.25", lines: [expect.objectContaining({ quoteLineId: null })] });

    const line = await created({ kind: "progress", quoteId: quote.id, quoteLineIds: [quote.lineIds[1]] });
    expect((await designer.delete(`/api/invoices/${line.id}`)).status).toBe(204);
    expect((await designer.get(`/api/invoices/${line.id}`)).status).toBe(404);
    await created({ kind: "progress", quoteId: quote.id, quoteLineIds: [quote.lineIds[1]] });
  });

  it("invoices only an approved quote of the project, and names each field it refuses", async () => {
    const draftQuote = await prisma().quote.create({ data: { studioId, projectId, number: `Q-${year()}-9001`, title: "Study", status: "draft" } });
    const notApproved = await designer.post(`/api/projects/${projectId}/invoices`, { kind: "deposit", quoteId: draftQuote.id });
    expect(notApproved.status).toBe(409);
    expect(notApproved.json.message).toBe(`Quote Q-${year()}-9001 is not approved: only an approved quote is invoiced`);

    const otherProject = (await designer.post("/api/projects", newProject)).json.id as string;
    const quote = await livingRoomQuote();
    expect((await designer.post(`/api/projects/${otherProject}/invoices`, { kind: "deposit", quoteId: quote.id })).status).toBe(404);

    const refusals: Array<[Record<string, unknown>, string, string]> = [
      [{ kind: "deposit" }, "quoteId", "Choose an approved quote of this project"],
      [{ kind: "fee" }, "lines", "Add at least one line"],
      [{ kind: "deposit", quoteId: quote.id, percent: 0 }, "percent", "Percent must be more than 0"],
      [{ kind: "deposit", quoteId: quote.id, percent: 120 }, "percent", "Percent must be a percentage from 0 to 100, with at most two decimals"],
      [{ kind: "progress", quoteId: quote.id }, "percent", "Give a percent or choose lines of the quote"],
      [{ kind: "final", quoteId: quote.id, lines: [{ description: "Extra", quantity: 1, unitPrice: "10" }] }, "lines", "Only a fee invoice takes lines typed by hand"],
      [{ kind: "fee", lines: [{ description: "", quantity: 1, unitPrice: "10" }] }, "lines.0.description", "Description is required"],
      [{ kind: "invoice" }, "kind", "Kind must be deposit, progress, final or fee"],
    ];
    for (const [body, field, message] of refusals) {
      const response = await designer.post(`/api/projects/${projectId}/invoices`, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(response.json.errors[field], JSON.stringify(body)).toEqual([message]);
    }
    const line = await designer.post(`/api/projects/${projectId}/invoices`, { kind: "progress", quoteId: quote.id, quoteLineIds: [draftQuote.id] });
    expect(line.status).toBe(400);
    expect(line.json.errors.quoteLineIds).toEqual([`Choose lines of quote ${quote.number}`]);
  });
});

describe("a project's profit analysis", () => {
  it("counts what is invoiced to date less credit notes, the quote's cost in the share invoiced, and what the client paid", async () => {
    const project = (await designer.post("/api/projects", newProject)).json.id as string;
    expect((await designer.put(`/api/projects/${project}`, { address: "12 Klaassens Road, Constantia, Cape Town" })).status).toBe(200);
    expect((await designer.get(`/api/projects/${project}/profit-analysis`)).json).toMatchObject({ invoiced: null, basis: null });
    // Sofa 2 × R 35,000.00 costing R 24,000.00 each, lamps 3 × R 3,333.67 costing R 2,000.00: R 80,001.01 sold, R 54,000.00 cost.
    const quote = await prisma().quote.create({
      data: {
        studioId,
        projectId: project,
        number: `Q-${year()}-${String(++lastQuoteNumber).padStart(4, "0")}`,
        title: "Living areas",
        status: "approved",
        approvedAt: new Date(),
        subtotal: "80001.01",
        vat: "12000.15",
        total: "92001.16",
        lines: {
          create: [
            { name: "Sofa", quantity: "2", unitPrice: "35000.00", lineTotal: "70000.00", unitCost: "24000.00", roomName: "Lounge", sortOrder: 0 },
            { name: "Floor lamp", quantity: "3", unitPrice: "3333.67", lineTotal: "10001.01", unitCost: "2000.00", roomName: "Lounge", sortOrder: 1 },
          ],
        },
      },
    });
    const deposit = await issued((await created({ kind: "deposit", quoteId: quote.id }, project)).id);
    expect(deposit).toMatchObject({ subtotal: "40000.51", total: "46000.59" });
    const fee = await issued((await created({ kind: "fee", lines: [{ description: "Design fee", quantity: 1, unitPrice: "2500" }] }, project)).id);
    expect((await designer.post(`/api/invoices/${fee.id}/credit-notes`, { reason: "Fewer revisions than agreed", amount: "500" })).status).toBe(201);
    const paid = await designer.post(`/api/projects/${project}/payments`, { amount: "46000.59", receivedOn: "2026-11-28", method: "eft", reference: deposit.number, allocations: [{ invoiceId: deposit.id, amount: "46000.59" }] });
    expect(paid.status, paid.text).toBe(201);

    // Invoiced R 40,000.51 + R 2,500.00 − R 500.00; cost R 54,000.00 × 40,000.51 / 80,001.01 = R 27,000.00; the fee
    // invoice owes R 2,875.00 − R 575.00 credited.
    expect((await designer.get(`/api/projects/${project}/profit-analysis`)).json).toMatchObject({
      revenue: "80001.01",
      grossProfit: "26001.01",
      invoiced: { revenue: "42000.51", designFees: "2000.00", costOfSales: "27000.00", grossProfit: "15000.51", grossMargin: 35.7, received: "46000.59", outstanding: "2300.00" },
    });
  });
});

describe("an issued invoice", () => {
  it("never changes: the API answers 409 and the database refuses any change or delete", async () => {
    const invoice = await issued((await created({ kind: "fee", lines: [{ description: "Design fee: concept stage", quantity: 1, unitPrice: "4000" }] })).id);
    expect(invoice).toMatchObject({ subtotal: "4000.00", vat: "600.00", total: "4600.00" });
    const edit = await designer.put(`/api/invoices/${invoice.id}`, { notes: "Thank you" });
    expect(edit.status).toBe(409);
    expect(edit.json.message).toBe("This invoice is issued and cannot be changed");
    expect((await designer.delete(`/api/invoices/${invoice.id}`)).status).toBe(409);
    expect((await designer.post(`/api/invoices/${invoice.id}/issue`)).status).toBe(409);

    await expect(prisma().invoice.update({ where: { id: invoice.id }, data: { total: "1.00" } })).rejects.toThrow(/is issued and cannot be changed/);
    await expect(prisma().invoice.update({ where: { id: invoice.id }, data: { status: "draft" } })).rejects.toThrow(/is issued and cannot be changed/);
    await expect(prisma().invoice.delete({ where: { id: invoice.id } })).rejects.toThrow(/is issued and cannot be deleted/);
    await expect(prisma().invoiceLine.updateMany({ where: { invoiceId: invoice.id }, data: { description: "Other" } })).rejects.toThrow(/cannot be changed/);
    await expect(prisma().invoiceLine.create({ data: { invoiceId: invoice.id, description: "Extra", quantity: "1", unitPrice: "1", lineTotal: "1" } })).rejects.toThrow(/cannot be changed/);
    // Payments still move its status and what was paid.
    await prisma().invoice.update({ where: { id: invoice.id }, data: { amountPaid: "100.00", status: "part_paid" } });
  });

  it("takes the next number of the studio without a gap when twenty are issued at once", async () => {
    const drafts = await Promise.all(Array.from({ length: 20 }, (_, index) => created({ kind: "fee", lines: [{ description: `Site visit ${index + 1}`, quantity: 1, unitPrice: "850" }] })));
    const before = await prisma().invoice.count({ where: { studioId, number: { not: null } } });
    const numbers = (await Promise.all(drafts.map((draft) => issued(draft.id)))).map((invoice) => invoice.number);
    const expected = Array.from({ length: 20 }, (_, index) => `INV-${year()}-${String(before + index + 1).padStart(4, "0")}`);
    expect(numbers.sort()).toEqual(expected);
  });

  it("of more than R 5,000 names the client and their address, so a project without an address cannot issue one", async () => {
    const bare = (await designer.post("/api/projects", newProject)).json.id as string;
    const invoice = await created({ kind: "fee", lines: [{ description: "Design fee", quantity: 1, unitPrice: "5000" }] }, bare);
    const refused = await designer.post(`/api/invoices/${invoice.id}/issue`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("A tax invoice over R 5,000.00 names the client and their address: add both to the project first");
    expect((await designer.get(`/api/invoices/${invoice.id}`)).json).toMatchObject({ status: "draft", number: null });
    const small = await created({ kind: "fee", lines: [{ description: "Consultation", quantity: 1, unitPrice: "4347.82" }] }, bare);
    expect(await issued(small.id)).toMatchObject({ total: "4999.99", status: "issued" });
    // The project's issued invoice is the studio's tax record: the project can be archived, not deleted.
    const deleting = await designer.delete(`/api/projects/${bare}`);
    expect({ status: deleting.status, message: deleting.json.message }).toEqual({ status: 409, message: PROJECT_DELETE_REFUSAL });
  });

  it("leaves a project with only draft invoices deletable, drafts and all", async () => {
    const project = (await designer.post("/api/projects", newProject)).json.id as string;
    const draft = await created({ kind: "fee", lines: [{ description: "Measure-up", quantity: 1, unitPrice: "900" }] }, project);
    expect((await designer.delete(`/api/projects/${project}`)).status).toBe(204);
    expect(await prisma().invoice.findUnique({ where: { id: draft.id } })).toBeNull();
  });

  it("is an \"Invoice\" without VAT from a studio not registered for VAT, and another studio's is not found", async () => {
    const other = await signedInDesigner(stack.gatewayUrl);
    await prisma().studio.update({ where: { id: other.user.studio.id }, data: { vatRegistered: false } });
    const theirProject = (await other.client.post("/api/projects", newProject)).json.id as string;
    const response = await other.client.post(`/api/projects/${theirProject}/invoices`, { kind: "fee", lines: [{ description: "Styling", quantity: 2, unitPrice: "1250.50" }] });
    expect(invoiceSchema.parse(response.json)).toMatchObject({ documentTitle: "Invoice", vatPercent: "0.00", subtotal: "2501.00", vat: "0.00", total: "2501.00" });
    const theirs = (response.json as Invoice).id;
    expect((await stranger.get(`/api/invoices/${theirs}`)).status).toBe(404);
    expect((await designer.post(`/api/invoices/${theirs}/issue`)).status).toBe(404);
    expect((await designer.get(`/api/projects/${theirProject}/invoices`)).status).toBe(404);
  });
});

describe("an issued invoice's PDF", () => {
  async function pdfOf(client: TestClient, invoiceId: string) {
    const response = await fetch(`${stack.gatewayUrl}/api/invoices/${invoiceId}/pdf`, { headers: { cookie: client.cookieHeader } });
    const bytes = Buffer.from(await response.arrayBuffer());
    return { status: response.status, bytes, etag: response.headers.get("etag"), disposition: response.headers.get("content-disposition"), text: response.ok ? (await pdfPageTexts(bytes)).join("\n") : "" };
  }

  it("is a full tax invoice over R 5,000 with where to pay, kept byte for byte", async () => {
    await prisma().studio.update({
      where: { id: studioId },
      data: { name: "Mokoena Interiors", vatNumber: "4123456789", postalAddress: "PO Box 1234, Constantia", bankName: "First National Bank", bankAccountHolder: "Mokoena Interiors (Pty) Ltd", bankAccountNumber: "62123456789", bankBranchCode: "250655" },
    });
    const registered = await designer.put(`/api/projects/${projectId}`, { clientVatNumber: "4987 654 321" });
    expect(registered.json.clientVatNumber).toBe("4987654321");
    const invoice = await issued((await created({ kind: "fee", lines: [{ description: "Design fee: concept and documentation", quantity: 2, unitPrice: "7500" }] })).id);
    expect((await designer.put(`/api/projects/${projectId}`, { clientVatNumber: null })).status).toBe(200);
    const pdf = await pdfOf(designer, invoice.id);
    expect(pdf.status).toBe(200);
    expect(pdf.disposition).toBe(`attachment; filename="${invoice.number}.pdf"`);
    expect(pdf.etag).toBe(`"${createHash("sha256").update(pdf.bytes).digest("hex")}"`);
    for (const expected of ["Tax Invoice", "Mokoena Interiors", "VAT No. 4123456789", invoice.number!, "BILL TO", newProject.clientName, "12 Klaassens Road, Constantia, Cape Town", "VAT No. 4987654321", "Qty", "Design fee: concept and documentation", "VAT (15%)", "R 17,250.00", "First National Bank", "62123456789", "250655", `Use ${invoice.number} as your payment reference`]) {
      expect(pdf.text).toContain(expected);
    }
    // Settings changed after issue change nothing on it.
    await prisma().studio.update({ where: { id: studioId }, data: { bankName: "Another Bank" } });
    const again = await pdfOf(designer, invoice.id);
    expect(again.bytes.equals(pdf.bytes)).toBe(true);
    expect((await prisma().invoice.findUniqueOrThrow({ where: { id: invoice.id } })).pdfSha256).toBe(pdf.etag!.slice(1, -1));
    await prisma().studio.update({ where: { id: studioId }, data: { bankName: "First National Bank" } });
  });

  it("leaves the client and quantities off at R 5,000 or less, and a draft has none", async () => {
    const draft = await created({ kind: "fee", lines: [{ description: "Colour consultation", quantity: 1, unitPrice: "1500" }] });
    const none = await designer.get(`/api/invoices/${draft.id}/pdf`);
    expect(none.status).toBe(409);
    expect(none.json.message).toBe("This invoice is a draft and cannot be printed until it is issued");
    const invoice = await issued(draft.id);
    const pdf = await pdfOf(designer, invoice.id);
    expect(pdf.text).toContain("Tax Invoice");
    expect(pdf.text).toContain("R 1,725.00");
    expect(pdf.text).not.toContain("BILL TO");
    expect(pdf.text).not.toContain(newProject.clientName);
    expect(pdf.text).not.toContain("Qty");
    expect((await pdfOf(stranger, invoice.id)).status).toBe(404);
  });

  it("is an \"Invoice\" with no VAT from a studio not registered for VAT", async () => {
    const other = await signedInDesigner(stack.gatewayUrl);
    await prisma().studio.update({ where: { id: other.user.studio.id }, data: { vatRegistered: false, vatNumber: null } });
    const theirProject = (await other.client.post("/api/projects", newProject)).json.id as string;
    const draft = (await other.client.post(`/api/projects/${theirProject}/invoices`, { kind: "fee", lines: [{ description: "Styling", quantity: 2, unitPrice: "1250.50" }] })).json as Invoice;
    expect((await other.client.post(`/api/invoices/${draft.id}/issue`)).status).toBe(200);
    const pdf = await pdfOf(other.client, draft.id);
    expect(pdf.status).toBe(200);
    expect(pdf.text).toContain("Invoice");
    expect(pdf.text).toContain("R 2,501.00");
    expect(pdf.text).not.toContain("Tax Invoice");
    expect(pdf.text).not.toMatch(/VAT \(|VAT No\./);
  });
});
