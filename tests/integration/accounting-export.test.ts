import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accountingExportSummarySchema, invoiceSchema, studioDay, type Invoice } from "@atelier/contracts";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let designer: TestClient;
let studioId: string;

const prisma = () => stack.auth.prisma;
const today = () => studioDay(new Date(), "Africa/Johannesburg");
const dayFirst = (day: string) => day.split("-").reverse().join("/");
const period = () => `from=${today()}&to=${today()}`;

async function issuedInvoice(client: TestClient, lines: Array<{ description: string; quantity: number; unitPrice: string }>): Promise<Invoice> {
  const projectId = (await client.post("/api/projects", { ...newProject, clientName: "Thandi Mokoena", clientEmail: "thandi@example.co.za" })).json.id as string;
  expect((await client.put(`/api/projects/${projectId}`, { address: "3 Kloof Nek Road, Tamboerskloof" })).status).toBe(200);
  const draft = await client.post(`/api/projects/${projectId}/invoices`, { kind: "fee", lines });
  return invoiceSchema.parse((await client.post(`/api/invoices/${draft.json.id}/issue`)).json);
}

const csvOf = async (query: string) => {
  const response = await fetch(`${stack.gatewayUrl}/api/accounts/export?${query}`, { headers: { cookie: designer.cookieHeader } });
  return { status: response.status, type: response.headers.get("content-type"), disposition: response.headers.get("content-disposition"), lines: (await response.text()).split("\r\n") };
};
const summary = async (query: string) => accountingExportSummarySchema.parse((await designer.get(`/api/accounts/export/summary?${query}`)).json);

beforeAll(async () => {
  stack = await startTestStack();
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
});
afterAll(() => stack.close());

describe("the bookkeeper's export", () => {
  it("gives Xero a row per invoice line and per credit note, with the studio's account code and tax type, and warns of documents exported before", async () => {
    await prisma().studio.update({ where: { id: studioId }, data: { exportAccountCode: "4000", exportTaxType: "Standard Rate Sales (15%)" } });
    const invoice = await issuedInvoice(designer, [
      { description: "Design fee", quantity: 1, unitPrice: "1000" },
      { description: "Styling hours", quantity: 3, unitPrice: "333.33" },
    ]); // R 1,999.99 and R 300.00 VAT, split over the lines
    const credited = await designer.post(`/api/invoices/${invoice.id}/credit-notes`, { reason: "Styling hour not used", amount: "333.33" }); // R 50.00 VAT
    expect(credited.status, credited.text).toBe(201);
    await issuedInvoice((await signedInDesigner(stack.gatewayUrl)).client, [{ description: "Another studio's fee", quantity: 1, unitPrice: "5000" }]);

    expect(await summary(`format=xero&${period()}`)).toEqual({ invoices: 1, creditNotes: 1, alreadyExported: 0, lastExportedAt: null });
    const xero = await csvOf(`format=xero&${period()}`);
    expect(xero).toMatchObject({ status: 200, type: "text/csv; charset=utf-8", disposition: `attachment; filename="atelier-xero-${today()}-to-${today()}.csv"` });
    const day = dayFirst(today());
    const due = dayFirst(invoice.dueDate!);
    const client = "Thandi Mokoena,thandi@example.co.za";
    const { code } = await prisma().project.findUniqueOrThrow({ where: { id: invoice.projectId } });
    const ledger = "4000,Standard Rate Sales (15%)";
    expect(xero.lines).toEqual([
      "ContactName,EmailAddress,InvoiceNumber,Reference,InvoiceDate,DueDate,Description,Quantity,UnitAmount,AccountCode,TaxType,TaxAmount,Currency",
      `${client},${credited.json.number},${invoice.number} ${code},${day},${day},Credit on ${invoice.number}: Styling hour not used,-1,333.33,${ledger},-50.00,ZAR`,
      `${client},${invoice.number},${code},${day},${due},Design fee,1,1000.00,${ledger},150.00,ZAR`,
      `${client},${invoice.number},${code},${day},${due},Styling hours,3,333.33,${ledger},150.00,ZAR`,
      "",
    ]);

    const again = await summary(`format=sage&${period()}`);
    expect(again).toMatchObject({ invoices: 1, creditNotes: 1, alreadyExported: 2 });
    expect(Date.now() - Date.parse(again.lastExportedAt!)).toBeLessThan(60_000);
  });

  it("gives Sage a row per document with its net, tax and total", async () => {
    const { client: studio, user } = await signedInDesigner(stack.gatewayUrl);
    const invoice = await issuedInvoice(studio, [{ description: "Design fee", quantity: 1, unitPrice: "1000" }]);
    const response = await fetch(`${stack.gatewayUrl}/api/accounts/export?format=sage&${period()}`, { headers: { cookie: studio.cookieHeader } });
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toBe("Type,Customer Reference,Date,Reference,Ledger Account,Details,Net,Tax,Total");
    const project = (await prisma().project.findUniqueOrThrow({ where: { id: invoice.projectId } })).code;
    expect(lines.slice(1)).toEqual([`Invoice,Thandi Mokoena,${dayFirst(today())},${invoice.number},200,${project}: Design fee,1000.00,150.00,1150.00`, ""]);
    expect(await prisma().accountingExport.count({ where: { studioId: user.studio.id, format: "sage" } })).toBe(1);
  });

  it("refuses a format it does not know or a period that ends before it starts, naming the field", async () => {
    for (const [query, field] of [["format=pastel&from=2026-11-01&to=2026-11-30", "format"], ["format=xero&from=2026-11-30&to=2026-11-01", "to"], ["format=xero&from=2026-11-01", "to"]] as const) {
      const refused = await designer.get(`/api/accounts/export/summary?${query}`);
      expect(refused.status, query).toBe(400);
      expect(Object.keys(refused.json.errors)).toEqual([field]);
      expect((await csvOf(query)).status).toBe(400);
    }
  });
});
