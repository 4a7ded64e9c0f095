import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { activityPageSchema, invoiceOverdueEvent, invoiceSchema, outboxTypeOf, studioDay, type Invoice } from "@atelier/contracts";
import { sendInvoiceReminder } from "../../services/accounts/src/reminders/send-invoice-reminder";
import { startDueReminders } from "../../services/accounts/src/reminders/start-due-reminders";
import { startAccountsWorkers, type AccountsTestWorkers } from "../support/accounts-workers";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { startTestStack, type TestStack } from "../support/test-stack";

let stack: TestStack;
let accounts: AccountsTestWorkers;
let designer: TestClient;
let stranger: TestClient;

const prisma = () => stack.auth.prisma;
const today = () => studioDay(new Date(), "Africa/Johannesburg");
const dayFrom = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** 10:00 in Johannesburg today: within the hours reminders go out. */
const morning = () => new Date(`${today()}T08:00:00.000Z`);

async function issuedInvoice(clientEmail: string | null = "thandi@example.co.za"): Promise<Invoice> {
  const projectId = (await designer.post("/api/projects", { ...newProject, clientName: "Thandi Mokoena", clientEmail: "thandi@example.co.za" })).json.id as string;
  // A client without an e-mail on record: one the studio never had, as on projects made before e-mails were asked.
  if (!clientEmail) await prisma().project.update({ where: { id: projectId }, data: { clientEmail: null } });
  expect((await designer.put(`/api/projects/${projectId}`, { address: "3 Kloof Nek Road, Tamboerskloof" })).status).toBe(200);
  const draft = await designer.post(`/api/projects/${projectId}/invoices`, { kind: "fee", lines: [{ description: "Design fee", quantity: 1, unitPrice: "1000" }] });
  return invoiceSchema.parse((await designer.post(`/api/invoices/${draft.json.id}/issue`)).json);
}

/** The invoice as if issued on `issued` and due on `due` (days from today): issued invoices' dates never change, so the triggers are off for this one statement. */
async function dated(invoice: Invoice, issued: number, due: number): Promise<void> {
  await prisma().$transaction([
    prisma().$executeRaw`SET LOCAL session_replication_role = replica`,
    prisma().$executeRaw`UPDATE invoices SET issue_date = ${dayFrom(today(), issued)}::date, due_date = ${dayFrom(today(), due)}::date WHERE id = ${invoice.id}::uuid`,
  ]);
}

async function mailsAbout(number: string): Promise<ParsedMail[]> {
  const names = (await readdir(stack.mailOutboxDir)).filter((name) => name.endsWith(".eml"));
  const all = await Promise.all(names.map(async (name) => simpleParser(await readFile(join(stack.mailOutboxDir, name)))));
  return all.filter((mail) => mail.subject?.includes(`invoice ${number} `) || mail.subject?.startsWith(`Invoice ${number} `));
}

const remindersOf = async (invoice: Invoice) => invoiceSchema.parse((await designer.get(`/api/invoices/${invoice.id}`)).json).reminders;
const sentReminders = (invoice: Invoice) => prisma().invoiceReminder.findMany({ where: { invoiceId: invoice.id, sentAt: { not: null } }, select: { stage: true } });

beforeAll(async () => {
  stack = await startTestStack();
  accounts = await startAccountsWorkers(stack);
  designer = (await signedInDesigner(stack.gatewayUrl)).client;
  stranger = (await signedInDesigner(stack.gatewayUrl)).client;
});
afterAll(async () => {
  await accounts?.close();
  await stack.close();
});

describe("payment reminders", () => {
  it("mail the client once a week after the due date, with what is owed and where to pay, and announce the invoice overdue once", async () => {
    const invoice = await issuedInvoice();
    await dated(invoice, -14, -7);
    await startDueReminders(prisma(), morning());
    await expect.poll(() => sentReminders(invoice), { timeout: 15_000 }).toEqual([{ stage: "overdue_7" }]);
    const [mail, ...more] = await mailsAbout(invoice.number!);
    expect(more).toEqual([]);
    expect(mail!.to).toMatchObject({ text: "thandi@example.co.za" });
    expect(mail!.subject).toMatch(new RegExp(`^Invoice ${invoice.number} is overdue \\(`));
    expect(mail!.text).toContain("Dear Thandi Mokoena,");
    expect(mail!.text).toContain("Amount due: R 1,150.00");
    expect(mail!.text).toContain(`Use ${invoice.number} as your payment reference.`);
    expect(await remindersOf(invoice)).toEqual([expect.objectContaining({ stage: "overdue_7", sentTo: "thandi@example.co.za", failedReason: null })]);

    await startDueReminders(prisma(), morning());
    expect(await prisma().invoiceReminder.count({ where: { invoiceId: invoice.id } })).toBe(1);
    const overdueEvents = await prisma().outboxEvent.count({ where: { type: outboxTypeOf(invoiceOverdueEvent), payload: { path: ["data", "invoiceId"], equals: invoice.id } } });
    expect(overdueEvents).toBe(1);
  });

  it("remind 3 days before the due date and on the day, each once, never before 08:00 in the studio's time zone", async () => {
    const invoice = await issuedInvoice();
    await dated(invoice, -4, 3);
    const early = new Date(`${today()}T05:00:00.000Z`); // 07:00 in Johannesburg
    await startDueReminders(prisma(), early);
    expect(await prisma().invoiceReminder.count({ where: { invoiceId: invoice.id } })).toBe(0);
    await startDueReminders(prisma(), morning());
    await expect.poll(() => sentReminders(invoice), { timeout: 15_000 }).toEqual([{ stage: "due_soon" }]);
    expect((await mailsAbout(invoice.number!)).map((mail) => mail.subject)).toEqual([expect.stringMatching(new RegExp(`^Reminder: invoice ${invoice.number} is due on `))]);

    await dated(invoice, -7, 0);
    await startDueReminders(prisma(), morning());
    await expect.poll(async () => (await sentReminders(invoice)).map((reminder) => reminder.stage).sort(), { timeout: 15_000 }).toEqual(["due_soon", "due_today"]);
  });

  it("are not sent for a paid invoice, a paused one, a studio that turned them off, or a client without an e-mail", async () => {
    const paid = await issuedInvoice();
    await designer.post(`/api/projects/${paid.projectId}/payments`, { amount: "1150", receivedOn: today(), method: "eft" });
    const paused = await issuedInvoice();
    const pausing = await designer.request("PUT", `/api/invoices/${paused.id}/reminders`, { json: { paused: true } });
    expect(pausing.status, pausing.text).toBe(200);
    expect(invoiceSchema.parse(pausing.json).remindersPaused).toBe(true);
    expect((await designer.request("PUT", `/api/invoices/${paused.id}/reminders`, { json: { paused: true } })).status).toBe(200);
    const switched = activityPageSchema.parse((await designer.get(`/api/projects/${paused.projectId}/activity?record=invoice`)).json).entries.filter((entry) => entry.action === "updated");
    expect(switched).toEqual([expect.objectContaining({ actor: expect.objectContaining({ name: "Nomsa Mahlangu" }), record: { type: "invoice", id: paused.id, label: `${paused.number} (Fee)` } })]);
    expect(switched[0]!.changes).toEqual([{ field: "remindersPaused", label: "Payment reminders", before: "On", after: "Paused" }]);
    expect((await stranger.request("PUT", `/api/invoices/${paused.id}/reminders`, { json: { paused: false } })).status).toBe(404);
    const noEmail = await issuedInvoice(null);
    for (const invoice of [paid, paused, noEmail]) await dated(invoice, -14, -7);
    await startDueReminders(prisma(), morning());

    const { studioId } = await prisma().invoice.findUniqueOrThrow({ where: { id: paid.id } });
    await prisma().studio.update({ where: { id: studioId }, data: { invoiceReminders: false } });
    const studioOff = await issuedInvoice();
    await dated(studioOff, -14, -7);
    await startDueReminders(prisma(), morning());
    await prisma().studio.update({ where: { id: studioId }, data: { invoiceReminders: true } });
    for (const invoice of [paid, paused, noEmail, studioOff]) expect(await prisma().invoiceReminder.count({ where: { invoiceId: invoice.id } })).toBe(0);
  });

  it("stop when the invoice is paid before the reminder goes out: the reminder is taken back, nothing is mailed", async () => {
    const invoice = await issuedInvoice();
    const reminder = await prisma().invoiceReminder.create({ data: { invoiceId: invoice.id, stage: "due_today", sentTo: "thandi@example.co.za" } });
    await designer.post(`/api/projects/${invoice.projectId}/payments`, { amount: "1150", receivedOn: today(), method: "eft" });
    expect(await sendInvoiceReminder(accounts.deps, reminder.id, false)).toEqual({ sent: false });
    expect(await prisma().invoiceReminder.count({ where: { id: reminder.id } })).toBe(0);
    expect(await mailsAbout(invoice.number!)).toEqual([]);
  });
});
