import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { invoiceSchema, projectStatementSchema, receivablesSchema, studioDay, type Invoice } from "@atelier/contracts";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let designer: TestClient;
let stranger: TestClient;

const prisma = () => stack.auth.prisma;
const today = () => studioDay(new Date(), "Africa/Johannesburg");
const daysAgo = (days: number) => new Date(Date.parse(`${today()}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

async function newProjectId(client = designer, title = newProject.name): Promise<string> {
  const id = (await client.post("/api/projects", { ...newProject, name: title, clientName: "Thandi Mokoena" })).json.id as string;
  expect((await client.put(`/api/projects/${id}`, { address: "3 Kloof Nek Road, Tamboerskloof" })).status).toBe(200);
  return id;
}

async function issuedInvoice(projectId: string, price: string, client = designer): Promise<Invoice> {
  const draft = await client.post(`/api/projects/${projectId}/invoices`, { kind: "fee", lines: [{ description: "Design fee", quantity: 1, unitPrice: price }] });
  expect(draft.status, draft.text).toBe(201);
  return invoiceSchema.parse((await client.post(`/api/invoices/${draft.json.id}/issue`)).json);
}

/**
 * An issued invoice as if issued `days` ago and due 7 days after: an issued invoice's dates never change, so the test
 * moves them with the database's triggers off for this one statement (its own database, nobody else's).
 */
async function issuedDaysAgo(invoiceId: string, days: number): Promise<void> {
  await prisma().$transaction([
    prisma().$executeRaw`SET LOCAL session_replication_role = replica`,
    prisma().$executeRaw`UPDATE invoices SET issue_date = ${daysAgo(days)}::date, due_date = ${daysAgo(days - 7)}::date WHERE id = ${invoiceId}::uuid`,
  ]);
}

const pay = (projectId: string, amount: string, client = designer) => client.post(`/api/projects/${projectId}/payments`, { amount, receivedOn: today(), method: "eft", reference: "Mokoena" });
const statement = async (projectId: string, query = "") => {
  const response = await designer.get(`/api/projects/${projectId}/statement${query}`);
  expect(response.status, response.text).toBe(200);
  return projectStatementSchema.parse(response.json);
};

beforeAll(async () => {
  stack = await startTestStack();
  designer = (await signedInDesigner(stack.gatewayUrl)).client;
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
});
afterAll(() => stack.close());

describe("a client's statement", () => {
  it("lists invoices, credit notes and payments with the balance after each, closing at what the invoices still owe, aged", async () => {
    const projectId = await newProjectId();
    const old = await issuedInvoice(projectId, "1000"); // R 1,150.00
    const recent = await issuedInvoice(projectId, "2000"); // R 2,300.00
    await issuedDaysAgo(old.id, 95);
    await issuedDaysAgo(recent.id, 40);
    expect((await pay(projectId, "1500")).status).toBe(201); // 1,150.00 to the old one, 350.00 to the recent one
    const credited = await designer.post(`/api/invoices/${recent.id}/credit-notes`, { reason: "Styling hours shortened", amount: "100" }); // R 115.00
    expect(credited.status, credited.text).toBe(201);

    const shown = await statement(projectId);
    expect(shown).toMatchObject({ projectId, clientName: "Thandi Mokoena", statementDate: today(), from: null, openingBalance: "0.00", closingBalance: "1835.00", credit: "0.00" });
    expect(shown.entries.map(({ kind, date, reference, debit, credit, balance }) => ({ kind, date, reference, debit, credit, balance }))).toEqual([
      { kind: "invoice", date: daysAgo(95), reference: old.number, debit: "1150.00", credit: null, balance: "1150.00" },
      { kind: "invoice", date: daysAgo(40), reference: recent.number, debit: "2300.00", credit: null, balance: "3450.00" },
      { kind: "credit_note", date: today(), reference: credited.json.number, debit: null, credit: "115.00", balance: "3335.00" },
      { kind: "payment", date: today(), reference: "Mokoena", debit: null, credit: "1500.00", balance: "1835.00" },
    ]);
    expect(shown.entries[2]!.description).toBe(`Credit note on ${recent.number}: Styling hours shortened`);
    // The old invoice is paid; the recent one owes the rest, 40 days after its date.
    expect(shown.ageing).toEqual({ current: "0.00", days30: "1835.00", days60: "0.00", days90: "0.00" });

    const sinceToday = await statement(projectId, `?from=${today()}`);
    expect(sinceToday.openingBalance).toBe("3450.00");
    expect(sinceToday.entries.map((entry) => entry.kind)).toEqual(["credit_note", "payment"]);
    expect(sinceToday.closingBalance).toBe(shown.closingBalance);
  });

  it("shows money paid beyond what is owed as the client's credit, below zero", async () => {
    const projectId = await newProjectId();
    await issuedInvoice(projectId, "100"); // R 115.00
    await pay(projectId, "200");
    const shown = await statement(projectId);
    expect(shown).toMatchObject({ closingBalance: "-85.00", credit: "85.00", ageing: { current: "0.00", days30: "0.00", days60: "0.00", days90: "0.00" } });
  });

  it("prints as a PDF with the studio, the client, every line, the closing balance, the ageing and where to pay", async () => {
    const projectId = await newProjectId();
    const { studioId } = await prisma().project.findUniqueOrThrow({ where: { id: projectId } });
    await prisma().studio.update({ where: { id: studioId }, data: { bankName: "Nedbank", bankAccountHolder: "Studio (Pty) Ltd", bankAccountNumber: "1234567890", bankBranchCode: "198765" } });
    const invoice = await issuedInvoice(projectId, "4000"); // R 4,600.00
    await pay(projectId, "600");
    const response = await fetch(`${stack.gatewayUrl}/api/projects/${projectId}/statement?format=pdf`, { headers: { cookie: designer.cookieHeader } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/pdf");
    const text = (await pdfPageTexts(Buffer.from(await response.arrayBuffer()))).join("\n");
    for (const printed of ["Statement", "STATEMENT FOR", "Thandi Mokoena", "Opening balance", invoice.number!, "R 4,600.00", "R 600.00", "Closing balance", "R 4,000.00", "90+ days", "Nedbank", `Use ${invoice.number} as your payment reference`]) {
      expect(text, printed).toContain(printed);
    }
  });

  it("is another studio's 404, and a wrong query is a 400 naming the field", async () => {
    const projectId = await newProjectId();
    expect((await stranger.get(`/api/projects/${projectId}/statement`)).status).toBe(404);
    for (const [query, field] of [["?format=xml", "format"], ["?from=2026-13-01", "from"]] as const) {
      const refused = await designer.get(`/api/projects/${projectId}/statement${query}`);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.json.errors)).toEqual([field]);
    }
  });
});

describe("the studio's receivables", () => {
  it("list every client who owes or holds credit, the longest overdue first, with the studio's totals and nothing of another studio", async () => {
    const { client: studio } = await signedInDesigner(stack.gatewayUrl);
    const late = await newProjectId(studio, "Bishopscourt villa");
    const onTime = await newProjectId(studio, "Clifton apartment");
    const settled = await newProjectId(studio, "Paid-up cottage");
    const inCredit = await newProjectId(studio, "Credit house");
    const lateInvoice = await issuedInvoice(late, "1000", studio); // R 1,150.00, 70 days old, 63 days overdue
    await issuedDaysAgo(lateInvoice.id, 70);
    await issuedInvoice(onTime, "2000", studio); // R 2,300.00, current
    await issuedInvoice(settled, "500", studio);
    await pay(settled, "575", studio);
    await pay(inCredit, "50", studio);
    await issuedInvoice(await newProjectId(stranger), "999", stranger);

    const response = await studio.get("/api/accounts/receivables");
    expect(response.status, response.text).toBe(200);
    const receivables = receivablesSchema.parse(response.json);
    expect(receivables.asOf).toBe(today());
    expect(receivables.accounts.map(({ projectTitle, balance, overdue, daysOverdue, credit }) => ({ projectTitle, balance, overdue, daysOverdue, credit }))).toEqual([
      { projectTitle: "Bishopscourt villa", balance: "1150.00", overdue: "1150.00", daysOverdue: 63, credit: "0.00" },
      { projectTitle: "Clifton apartment", balance: "2300.00", overdue: "0.00", daysOverdue: 0, credit: "0.00" },
      { projectTitle: "Credit house", balance: "-50.00", overdue: "0.00", daysOverdue: 0, credit: "50.00" },
    ]);
    expect(receivables.accounts[0]!.ageing).toEqual({ current: "0.00", days30: "0.00", days60: "1150.00", days90: "0.00" });
    expect(receivables.totals).toEqual({ balance: "3400.00", overdue: "1150.00", ageing: { current: "2300.00", days30: "0.00", days60: "1150.00", days90: "0.00" }, credit: "50.00" });
  });
});
