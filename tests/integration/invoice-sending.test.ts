import { randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { Queue } from "bullmq";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCOUNTS_QUEUE, activityPageSchema, eventQueueOf, invoiceOverdueEvent, invoiceSchema, outboxTypeOf, invoiceSentEvent, projectInvoicesSchema, quoteApprovedEvent, sendInvoiceJob, type Invoice } from "@atelier/contracts";
import { createRedis, writeEvent } from "@atelier/kit";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { startAccountsWorkers, type AccountsTestWorkers } from "../support/accounts-workers";
import { newProject, signedInDesigner } from "../support/designers";
import { eventDelivery } from "../support/event-delivery";
import type { TestClient } from "../support/http-client";
import { finishedJob, whileQueuePaused } from "../support/jobs";
import { startProjectsWorkers, type ProjectsTestWorkers } from "../support/projects-workers";
import { startTestStack, type TestStack } from "../support/test-stack";
import { testRedisUrl } from "../support/test-infra";

const YEAR = new Date().getUTCFullYear();
const STUDIO = "Atelier Blanc Interiors";

let stack: TestStack;
let accounts: AccountsTestWorkers;
let projects: ProjectsTestWorkers;
let redis: ReturnType<typeof createRedis>;
let events: Queue;
let designer: TestClient;
let studioId: string;
let projectId: string;

const prisma = () => stack.auth.prisma;
let lastQuoteNumber = 0;

/** An approved quote of the project: one sofa at R 20,000.00 before VAT. */
async function approvedQuote(project = projectId): Promise<{ id: string; number: string }> {
  const number = `Q-${YEAR}-${String(++lastQuoteNumber).padStart(4, "0")}`;
  const quote = await prisma().quote.create({
    data: {
      studioId,
      projectId: project,
      number,
      title: "Lounge",
      status: "approved",
      approvedAt: new Date(),
      subtotal: "20000.00",
      vat: "3000.00",
      total: "23000.00",
      lines: { create: [{ name: "Sofa", quantity: "1", unitCost: "15000.00", unitPrice: "20000.00", lineTotal: "20000.00" }] },
    },
  });
  return { id: quote.id, number };
}

/** quote.approved, as the quotes service writes it when the client signs, delivered to the accounts service. */
async function approve(quote: { id: string; number: string }, { project = projectId, sample = false, eventId = randomUUID() } = {}): Promise<string> {
  await writeEvent(prisma(), quoteApprovedEvent, eventId, { quoteId: quote.id, projectId: project, studioId, number: quote.number, version: 1, approvalId: sample ? null : randomUUID(), signedBy: "Pieter van der Merwe", total: "23000.00", sample });
  await eventDelivery(events, prisma()).delivered(eventId);
  return eventId;
}

async function mails(subject: string): Promise<ParsedMail[]> {
  const names = (await readdir(stack.mailOutboxDir)).filter((name) => name.endsWith(".eml"));
  const all = await Promise.all(names.map(async (name) => simpleParser(await readFile(join(stack.mailOutboxDir, name)))));
  return all.filter((mail) => mail.subject === subject);
}

async function depositOf(quoteId: string, project = projectId): Promise<Invoice | undefined> {
  const listed = projectInvoicesSchema.parse((await designer.get(`/api/projects/${project}/invoices`)).json);
  return listed.invoices.find((invoice) => invoice.quote?.id === quoteId && invoice.kind === "deposit");
}

/** The project's activity about one invoice, newest first. */
const invoiceActivity = async (invoiceId: string) =>
  activityPageSchema.parse((await designer.get(`/api/projects/${projectId}/activity?record=invoice`)).json).entries.filter((entry) => entry.record.id === invoiceId);

async function issuedFee(description: string): Promise<Invoice> {
  const draft = await designer.post(`/api/projects/${projectId}/invoices`, { kind: "fee", lines: [{ description, quantity: 1, unitPrice: "3000" }] });
  const issued = await designer.post(`/api/invoices/${draft.json.id}/issue`);
  expect(issued.status, issued.text).toBe(200);
  return invoiceSchema.parse(issued.json);
}

beforeAll(async () => {
  stack = await startTestStack();
  [accounts, projects] = await Promise.all([startAccountsWorkers(stack), startProjectsWorkers(stack)]);
  redis = createRedis(testRedisUrl(), { forBullmq: true });
  events = new Queue(eventQueueOf("accounts"), { connection: redis });
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
  await prisma().studio.update({
    where: { id: studioId },
    data: { name: STUDIO, email: "studio@atelierblanc.co.za", bankName: "Nedbank", bankAccountHolder: "Atelier Blanc (Pty) Ltd", bankAccountNumber: "1234567890", bankBranchCode: "198765" },
  });
  projectId = (await designer.post("/api/projects", newProject)).json.id;
  expect((await designer.put(`/api/projects/${projectId}`, { address: "8 Alexandra Avenue, Oranjezicht" })).status).toBe(200);
});
afterAll(async () => {
  await events.close();
  redis.disconnect();
  await Promise.all([accounts.close(), projects.close()]);
  await stack.close();
});

describe("sending an invoice", () => {
  it("mails the client the kept PDF with where to pay, and marks it sent once", async () => {
    const invoice = await issuedFee("Design fee: concept");
    const started = await designer.post(`/api/invoices/${invoice.id}/send`, { message: "Thank you for a lovely first meeting." });
    expect(started.status, started.text).toBe(202);
    const job = await finishedJob(designer, started.json.jobId);
    expect(job.state, job.failedReason ?? "").toBe("completed");

    const [mail, ...more] = await mails(`Invoice ${invoice.number} from ${STUDIO}`.replace("Invoice", "Tax Invoice"));
    expect(more).toHaveLength(0);
    expect(mail!.to).toMatchObject({ text: newProject.clientEmail });
    expect(mail!.replyTo?.text).toBe("studio@atelierblanc.co.za");
    for (const expected of ["Thank you for a lovely first meeting.", "Amount due: R 3,450.00 incl. VAT", "Nedbank", "Account number: 1234567890", `Use ${invoice.number} as your payment reference.`]) {
      expect(mail!.text).toContain(expected);
    }
    const [attachment] = mail!.attachments;
    expect(attachment).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: "application/pdf" });
    const kept = await fetch(`${stack.gatewayUrl}/api/invoices/${invoice.id}/pdf`, { headers: { cookie: designer.cookieHeader } });
    expect(Buffer.from(await kept.arrayBuffer()).equals(attachment!.content)).toBe(true);
    expect((await pdfPageTexts(attachment!.content)).join("\n")).toContain("Tax Invoice");

    expect(invoiceSchema.parse((await designer.get(`/api/invoices/${invoice.id}`)).json)).toMatchObject({ sentTo: newProject.clientEmail, sendFailedReason: null });
    const [sent] = await invoiceActivity(invoice.id);
    expect(sent).toMatchObject({ actor: { kind: "member", name: "Nomsa Mahlangu", cause: sendInvoiceJob.name }, action: "sent", record: { type: "invoice", label: `${invoice.number} (Fee)` } });
    expect(sent!.changes).toEqual([{ field: "sentTo", label: "Sent to", before: null, after: newProject.clientEmail }]);
    const sentEvents = await prisma().outboxEvent.findMany({ where: { type: outboxTypeOf(invoiceSentEvent) } });
    expect(sentEvents.filter((event) => (event.payload as { data: { invoiceId: string } }).data.invoiceId === invoice.id)).toHaveLength(1);
  });

  it("starts one send for ten at once, and refuses a draft", async () => {
    const invoice = await issuedFee("Design fee: documentation");
    const responses = await whileQueuePaused(ACCOUNTS_QUEUE, () => Promise.all(Array.from({ length: 10 }, () => designer.post(`/api/invoices/${invoice.id}/send`))));
    expect(new Set(responses.map(({ json }) => json.jobId as string)).size).toBe(1);
    expect((await finishedJob(designer, responses[0]!.json.jobId)).state).toBe("completed");
    expect(await mails(`Tax Invoice ${invoice.number} from ${STUDIO}`)).toHaveLength(1);

    const draft = await designer.post(`/api/projects/${projectId}/invoices`, { kind: "fee", lines: [{ description: "Measure-up", quantity: 1, unitPrice: "900" }] });
    const refused = await designer.post(`/api/invoices/${draft.json.id}/send`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe("This invoice is a draft and cannot be sent until it is issued");
  });
});

describe("an invoice's money, as the project's timeline and the studio hear of it", () => {
  it("records a payment, the invoice paid in full, a credit note and an invoice overdue, and tells the designer of the overdue one", async () => {
    const paid = await issuedFee("Design fee: styling");
    const recorded = await designer.post(`/api/projects/${projectId}/payments`, { amount: paid.total, receivedOn: "2026-11-28", method: "eft", reference: paid.number, allocations: [{ invoiceId: paid.id, amount: paid.total }] });
    expect(recorded.status, recorded.text).toBe(201);
    const credited = await issuedFee("Design fee: sourcing");
    const note = await designer.post(`/api/invoices/${credited.id}/credit-notes`, { reason: "Sourcing took less time than quoted", amount: "500" });
    expect(note.status, note.text).toBe(201);
    // As the daily reminders job announces an invoice falling overdue.
    await writeEvent(prisma(), invoiceOverdueEvent, randomUUID(), { invoiceId: credited.id, projectId, studioId, number: credited.number!, balance: "2875.00", dueDate: "2026-11-20" });

    const titles = async () => ((await designer.get(`/api/projects/${projectId}/timeline`)).json as Array<{ title: string }>).map((entry) => entry.title);
    await expect
      .poll(titles, { timeout: 15_000 })
      .toEqual(
        expect.arrayContaining([
          `Payment of R 3,450.00 received by EFT`,
          `Invoice ${paid.number} paid in full`,
          `Credit note ${note.json.number} on invoice ${credited.number}`,
          `Invoice ${credited.number} overdue`,
        ]),
      );
    // The same event's other subscriber may finish after the timeline's.
    const overdueNotices = async () =>
      ((await designer.get("/api/notifications")).json as { notifications: Array<{ title: string; message: string }> }).notifications.filter((each) => each.title === "Invoice overdue").map((each) => each.message);
    await expect
      .poll(overdueNotices, { timeout: 15_000 })
      .toEqual([`Invoice ${credited.number} for ${newProject.name} was due on 20 November 2026: ${newProject.clientName} still owes R 2,875.00.`]);
  });
});

describe("a client's approval", () => {
  it("issues the deposit invoice for the studio's deposit percent and e-mails it, once however often the event comes", async () => {
    const quote = await approvedQuote();
    const eventId = await approve(quote);
    await expect.poll(async () => (await depositOf(quote.id))?.sentTo ?? null, { timeout: 15_000 }).toBe(newProject.clientEmail);
    const deposit = (await depositOf(quote.id))!;
    expect(deposit).toMatchObject({ status: "issued", percent: "50.00", subtotal: "10000.00", vat: "1500.00", total: "11500.00" });
    expect(deposit.number).toMatch(new RegExp(`^INV-${YEAR}-\\d{4}$`));
    expect(await mails(`Tax Invoice ${deposit.number} from ${STUDIO}`)).toHaveLength(1);
    expect((await invoiceActivity(deposit.id))[0]).toMatchObject({ actor: { kind: "system", name: "Atelier", cause: sendInvoiceJob.name }, action: "sent" });

    await eventDelivery(events, prisma()).redeliver(eventId);
    expect((await prisma().invoice.findMany({ where: { quoteId: quote.id } })).map((invoice) => invoice.id)).toEqual([deposit.id]);
    expect(await mails(`Tax Invoice ${deposit.number} from ${STUDIO}`)).toHaveLength(1);

    // The project's timeline records it, from the projects service's subscriber.
    await expect
      .poll(async () => ((await designer.get(`/api/projects/${projectId}/timeline`)).json as Array<{ title: string }>).map((entry) => entry.title), { timeout: 15_000 })
      .toEqual(expect.arrayContaining([`Deposit invoice ${deposit.number} issued`, `Invoice ${deposit.number} sent to ${newProject.clientEmail}`]));
  });

  it("leaves the deposit a draft for a studio that reviews them, and asks none for a sample or a 0% deposit", async () => {
    await prisma().studio.update({ where: { id: studioId }, data: { reviewDepositInvoices: true } });
    const reviewed = await approvedQuote();
    await approve(reviewed);
    expect(await depositOf(reviewed.id)).toMatchObject({ status: "draft", number: null, sentAt: null });
    await prisma().studio.update({ where: { id: studioId }, data: { reviewDepositInvoices: false } });

    const sample = await approvedQuote();
    await approve(sample, { sample: true });
    await prisma().studio.update({ where: { id: studioId }, data: { depositPercent: "0" } });
    const none = await approvedQuote();
    await approve(none);
    await prisma().studio.update({ where: { id: studioId }, data: { depositPercent: "50" } });
    expect(await prisma().invoice.count({ where: { quoteId: { in: [sample.id, none.id] } } })).toBe(0);
  });

  it("stops at a draft when a tax invoice over R 5,000 cannot name the client's address", async () => {
    const bare = (await designer.post("/api/projects", newProject)).json.id as string;
    const quote = await approvedQuote(bare);
    const eventId = await approve(quote, { project: bare });
    expect(await depositOf(quote.id, bare)).toMatchObject({ status: "draft", total: "11500.00" });
    const job = await events.getJob(eventId);
    expect(job!.returnvalue).toEqual({ deposit: "stopped: A tax invoice over R 5,000.00 names the client and their address: add both to the project first" });
  });
});
