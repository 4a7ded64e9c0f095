import { createHash, randomUUID } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { simpleParser, type AddressObject } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generatedQuoteResultSchema, sendQuoteJob, QUOTE_CONTENT_MESSAGES, QUOTES_QUEUE, quoteSchema, type Quote } from "@atelier/contracts";
import { actAs, SmtpMailer, systemActor } from "@atelier/kit";
import { startTestSmtpServer, type TestSmtpServer } from "@atelier/kit/mail/test-smtp-server";
import { pdfPageTexts } from "@atelier/kit/pdf/read-pdf";
import { markQuoteSent } from "../../services/quotes/src/quotes/mark-quote-sent";
import { sendQuote } from "../../services/quotes/src/sending/send-quote";
import { newProject, signedInDesigner } from "../support/designers";
import type { TestClient } from "../support/http-client";
import { finishedJob, whileQueuePaused } from "../support/jobs";
import { startQuotesWorkers, type QuotesTestWorkers } from "../support/quotes-workers";
import { startTestStack, type TestStack } from "../support/test-stack";

/** Who marks a quote sent outside a request: the send-quote job, as Atelier. */
const sentByTheJob = systemActor(sendQuoteJob.name);
const sendAsTheJob = (...args: Parameters<typeof sendQuote>) => actAs(sentByTheJob, () => sendQuote(...args));

let stack: TestStack;
let designer: TestClient;
let studioId: string;
/** A real SMTP server, for the describe blocks whose workers send through one. */
let smtp: TestSmtpServer;

beforeAll(async () => {
  stack = await startTestStack();
  smtp = await startTestSmtpServer();
  const signedIn = await signedInDesigner(stack.gatewayUrl);
  designer = signedIn.client;
  studioId = signedIn.user.studio.id;
  await prisma().studio.update({ where: { id: studioId }, data: { name: "Atelier Blanc Interiors", email: "studio@atelierblanc.co.za", vatNumber: "4123456789" } });
});
afterAll(async () => {
  await smtp.close();
  await stack.close();
});

const prisma = () => stack.auth.prisma;
const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
const addresses = (field: AddressObject | AddressObject[] | undefined) => [field ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address));

/** Workers of the quotes service for one describe block: one set at a time, so each send goes where the block expects. */
function quotesWorkers(env: () => Record<string, string>): () => QuotesTestWorkers {
  let workers: QuotesTestWorkers;
  beforeAll(async () => {
    workers = await startQuotesWorkers({ ...stack.storageSettings, ...env() });
  });
  afterAll(async () => {
    await workers.close();
  });
  return () => workers;
}

/** A project with two rooms of items, its quote generated through the gateway and the quotes worker. */
async function generatedQuote(client = designer, fields: Record<string, unknown> = {}): Promise<Quote> {
  const project = await client.post("/api/projects", { ...newProject, ...fields });
  expect(project.status).toBe(201);
  for (const [roomName, items] of [
    ["Living Room", [{ name: "Oak coffee table", quantity: 1, costEstimate: "10000.00" }, { name: "Bouclé armchair", quantity: 2, costEstimate: "15000.00" }]],
    ["Main Bedroom", [{ name: "Velvet headboard", quantity: 1, costEstimate: "14230.76", color: "Sage", material: "Cotton velvet", specifications: "Deep-buttoned" }]],
  ] as const) {
    const room = await client.post(`/api/projects/${project.json.id}/rooms`, { name: roomName });
    for (const item of items) expect((await client.post(`/api/rooms/${room.json.id}/items`, item)).status).toBe(201);
  }
  const started = await client.post(`/api/projects/${project.json.id}/generate-quote`);
  expect(started.status).toBe(202);
  const job = await finishedJob(client, started.json.jobId);
  expect(job.state).toBe("completed");
  const { quoteId } = generatedQuoteResultSchema.parse(job.result);
  return quoteSchema.parse((await client.get(`/api/quotes/${quoteId}`)).json);
}

/** The PDF as the browser downloads it: its bytes and headers. */
async function downloadPdf(quoteId: string, client = designer) {
  const response = await fetch(new URL(`/api/quotes/${quoteId}/pdf`, stack.gatewayUrl), { headers: { cookie: client.cookieHeader } });
  return { status: response.status, headers: response.headers, bytes: Buffer.from(await response.arrayBuffer()) };
}

async function postSend(quoteId: string, body: unknown = {}, client = designer) {
  return client.post(`/api/quotes/${quoteId}/send`, body);
}

const quoteRow = (quoteId: string) => prisma().quote.findUniqueOrThrow({ where: { id: quoteId } });

describe("a quote's PDF", () => {
  quotesWorkers(() => ({}));

  it("prints the number, version, description, lines with what each item is, and totals of a generated quote, as an attachment named after its version", async () => {
    const quote = await generatedQuote();
    expect((await designer.request("PUT", `/api/quotes/${quote.id}`, { json: { description: "Soft furnishings for the living room and main bedroom." } })).status).toBe(200);
    const pdf = await downloadPdf(quote.id);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe(`attachment; filename="${quote.number}-v1.pdf"`);
    expect(pdf.headers.get("etag")).toBe(`"${sha256(pdf.bytes)}"`);

    const text = (await pdfPageTexts(pdf.bytes)).join("\n");
    expect(text).toContain(quote.number);
    expect(text).toMatch(/Version\n1\n/);
    for (const name of ["Living Room", "Oak coffee table", "Bouclé armchair", "Main Bedroom", "Velvet headboard", "Atelier Blanc Interiors", "4123456789", "Pieter van der Merwe"]) {
      expect(text).toContain(name);
    }
    expect(text.replace(/\n/g, " ")).toContain("Soft furnishings for the living room and main bedroom.");
    expect(text.replace(/\n/g, " ")).toContain("Sage, Cotton velvet · Deep-buttoned");
    // 13000.00 + 2 × 9750.00 + 18499.99 = 50999.99; VAT 7650.00 (7649.9985 rounded half-up); total 58649.99
    expect({ subtotal: quote.subtotal, vat: quote.vat, total: quote.total }).toEqual({ subtotal: "50999.99", vat: "7650.00", total: "58649.99" });
    for (const amount of ["R 13,000.00", "R 19,500.00", "R 18,499.99", "R 50,999.99", "R 7,650.00", "R 58,649.99"]) expect(text).toContain(amount);
  });

  it("gives a draft the same bytes until it changes, and a sent version the same bytes every time, kept with its SHA-256", async () => {
    const quote = await generatedQuote();
    const first = await downloadPdf(quote.id);
    const again = await downloadPdf(quote.id);
    expect(sha256(again.bytes)).toBe(sha256(first.bytes));
    const notModified = await fetch(new URL(`/api/quotes/${quote.id}/pdf`, stack.gatewayUrl), { headers: { cookie: designer.cookieHeader, "if-none-match": first.headers.get("etag")! } });
    expect(notModified.status).toBe(304);

    const edited = await designer.request("PUT", `/api/quotes/${quote.id}`, { json: { title: "Furnishing, revised" } });
    expect(edited.status).toBe(200);
    const afterEdit = await downloadPdf(quote.id);
    expect(sha256(afterEdit.bytes)).not.toBe(sha256(first.bytes));
    expect((await pdfPageTexts(afterEdit.bytes)).join("\n")).toContain("Furnishing, revised");

    await actAs(sentByTheJob, () => prisma().$transaction((tx) => markQuoteSent(tx, quote.id, "pieter@example.co.za")));
    const sent = await downloadPdf(quote.id);
    const sentAgain = await downloadPdf(quote.id);
    expect(sha256(sentAgain.bytes)).toBe(sha256(sent.bytes));
    const row = await quoteRow(quote.id);
    expect(row.pdfSha256).toBe(sha256(sent.bytes));
    expect(row.pdfObjectKey).toBe(`studios/${studioId}/quotes/${quote.id}.pdf`);
    expect(sent.headers.get("etag")).toBe(`"${row.pdfSha256}"`);
  });

  it("is another studio's quote: 404, as a missing one", async () => {
    const quote = await generatedQuote();
    const other = await signedInDesigner(stack.gatewayUrl);
    expect((await downloadPdf(quote.id, other.client)).status).toBe(404);
  });
});

describe("sending a quote through an SMTP server", () => {
  const workers = quotesWorkers(() => ({ SMTP_URL: smtp.url, MAIL_FROM: "Atelier <quotes@atelier.test>" }));

  it("mails the client the PDF, from MAIL_FROM with replies to the studio, and the quote becomes sent to the client", async () => {
    const quote = await generatedQuote();
    const received = smtp.received.length;
    const response = await postSend(quote.id, { message: "Here is the proposal we discussed on site." });
    expect(response.status).toBe(202);
    const job = await finishedJob(designer, response.json.jobId);
    expect(job).toMatchObject({ state: "completed", failedReason: null });

    expect(smtp.received).toHaveLength(received + 1);
    const mail = smtp.received.at(-1)!;
    expect(mail.subject).toBe(`Quote ${quote.number} from Atelier Blanc Interiors`);
    expect(addresses(mail.from)).toEqual(["quotes@atelier.test"]);
    expect(addresses(mail.to)).toEqual(["pieter@example.co.za"]);
    expect(addresses(mail.replyTo)).toEqual(["studio@atelierblanc.co.za"]);
    expect(mail.text).toContain("Here is the proposal we discussed on site.");
    expect(mail.text).toContain("R 58,649.99");
    expect(mail.html).toContain("R 58,649.99");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: `${quote.number}-v1.pdf`, contentType: "application/pdf" });

    const row = await quoteRow(quote.id);
    expect(row).toMatchObject({ status: "sent", sentTo: "pieter@example.co.za", sendFailedReason: null });
    expect(sha256(mail.attachments[0]!.content)).toBe(row.pdfSha256);
    expect(job.result).toEqual({ quoteId: quote.id, sentTo: "pieter@example.co.za", pdfSha256: row.pdfSha256 });
    // The PDF the client got is the one the quote serves from now on.
    expect(sha256((await downloadPdf(quote.id)).bytes)).toBe(row.pdfSha256);
    await expect
      .poll(() => prisma().outboxEvent.count({ where: { type: "event.quote.sent", payload: { path: ["data", "quoteId"], equals: quote.id } } }), { timeout: 5_000 })
      .toBe(1);
  });

  it("starts one send for ten sends at once (two tabs, a double click), and mails the client once; a send after it finished mails again", async () => {
    const quote = await generatedQuote();
    const received = smtp.received.length;
    const responses = await whileQueuePaused(QUOTES_QUEUE, () => Promise.all(Array.from({ length: 10 }, () => postSend(quote.id))));
    expect(responses.map(({ status }) => status)).toEqual(Array(10).fill(202));
    const jobIds = new Set(responses.map(({ json }) => json.jobId as string));
    expect(jobIds.size).toBe(1);
    const [jobId] = jobIds;
    expect((await finishedJob(designer, jobId!)).state).toBe("completed");
    expect(await prisma().jobRecord.count({ where: { name: "send-quote", projectId: quote.projectId } })).toBe(1);
    expect(smtp.received.filter((mail) => mail.subject === `Quote ${quote.number} from Atelier Blanc Interiors`)).toHaveLength(1);

    const again = await postSend(quote.id);
    expect(again.status).toBe(202);
    expect(again.json.jobId).not.toBe(jobId);
    expect((await finishedJob(designer, again.json.jobId)).state).toBe("completed");
    expect(smtp.received).toHaveLength(received + 2);
  });

  it("refuses to mail a quote with nothing priced on it, starting no job", async () => {
    const quote = await generatedQuote();
    expect((await designer.request("PUT", `/api/quotes/${quote.id}`, { json: { lines: [] } })).status).toBe(200);

    const response = await postSend(quote.id);

    expect({ status: response.status, message: response.json.message }).toEqual({ status: 409, message: QUOTE_CONTENT_MESSAGES.nothingToSend });
    expect(await stack.auth.prisma.jobRecord.count({ where: { name: "send-quote", projectId: quote.projectId } })).toBe(0);
  });

  it("keeps the quote a draft, showing the server's reason, when the server refuses the client's address", async () => {
    const quote = await generatedQuote(designer, { clientEmail: "gone@example.co.za" });
    smtp.refuse("gone@example.co.za");
    const response = await postSend(quote.id);
    expect(response.status).toBe(202);
    const job = await finishedJob(designer, response.json.jobId);
    expect(job.state).toBe("failed");
    expect(job.attemptsMade).toBe(1);
    expect(job.failedReason).toContain("Recipient address rejected");

    const shown = quoteSchema.parse((await designer.get(`/api/quotes/${quote.id}`)).json);
    expect(shown).toMatchObject({ status: "draft", sentTo: null, sentAt: null });
    expect(shown.sendFailedReason).toMatch(/gone@example\.co\.za.*Recipient address rejected/);
  });

  it("retries when no server answers, keeping the reason on the quote only once the last try fails", async () => {
    const quote = await generatedQuote();
    const gone = await startTestSmtpServer();
    await gone.close();
    const nowhere = new SmtpMailer(gone.url);
    const deps = { ...workers().deps, mailer: nowhere };
    const request = { jobId: randomUUID(), quoteId: quote.id, to: "pieter@example.co.za", message: null };
    try {
      await expect(sendAsTheJob(deps, { ...request, lastAttempt: false })).rejects.toMatchObject({ name: "MailSendError", permanent: false });
      expect(await quoteRow(quote.id)).toMatchObject({ status: "draft", sendFailedReason: null });
      await expect(sendAsTheJob(deps, { ...request, lastAttempt: true })).rejects.toThrow(/ECONNREFUSED/);
      expect(await quoteRow(quote.id)).toMatchObject({ status: "draft", sendFailedReason: expect.stringMatching(/ECONNREFUSED/) });
    } finally {
      await nowhere.close();
    }
    // The next send that goes through clears the reason.
    expect(await sendAsTheJob(workers().deps, { ...request, lastAttempt: false })).toMatchObject({ sentTo: "pieter@example.co.za" });
    expect(await quoteRow(quote.id)).toMatchObject({ status: "sent", sendFailedReason: null });
  });

  it("sends a draft edited while its mail went out again, so the PDF kept is the one the client got last", async () => {
    const quote = await generatedQuote();
    const mailer = workers().deps.mailer;
    const editingMailer = {
      ...mailer,
      send: async (message: Parameters<typeof mailer.send>[0]) => {
        expect((await designer.request("PUT", `/api/quotes/${quote.id}`, { json: { title: "Edited while sending" } })).status).toBe(200);
        return mailer.send(message);
      },
    };
    const request = { jobId: randomUUID(), quoteId: quote.id, to: "pieter@example.co.za", message: null, lastAttempt: false };
    await expect(sendAsTheJob({ ...workers().deps, mailer: editingMailer }, request)).rejects.toThrow("The draft changed while it was being sent");
    expect(await quoteRow(quote.id)).toMatchObject({ status: "draft", pdfSha256: null });

    const { pdfSha256 } = await sendAsTheJob(workers().deps, request);
    const mail = smtp.received.at(-1)!;
    expect(sha256(mail.attachments[0]!.content)).toBe(pdfSha256);
    expect((await pdfPageTexts(mail.attachments[0]!.content)).join("\n")).toContain("Edited while sending");
    expect(await quoteRow(quote.id)).toMatchObject({ status: "sent", pdfSha256 });
  });

  it("answers 400 naming the client e-mail when the project has none, and starts nothing", async () => {
    const quote = await generatedQuote();
    await prisma().project.update({ where: { id: quote.projectId }, data: { clientEmail: null } });
    const response = await postSend(quote.id);
    expect(response.status).toBe(400);
    expect(response.json.errors.clientEmail[0]).toMatch(/no client e-mail/);
    expect(await prisma().jobRecord.count({ where: { studioId, name: "send-quote", projectId: quote.projectId } })).toBe(0);
  });

  it("answers another studio's designer 404, as for a missing quote, and sends nothing", async () => {
    const quote = await generatedQuote();
    const other = await signedInDesigner(stack.gatewayUrl);
    const received = smtp.received.length;
    const response = await postSend(quote.id, {}, other.client);
    expect(response.status).toBe(404);
    expect(await prisma().jobRecord.count({ where: { name: "send-quote", projectId: quote.projectId } })).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(received);
    expect(await quoteRow(quote.id)).toMatchObject({ status: "draft", sentTo: null });
  });

  it("answers 409 for an approved quote, which is never sent again", async () => {
    const quote = await generatedQuote();
    await prisma().quote.update({ where: { id: quote.id }, data: { status: "approved", approvedAt: new Date() } });
    const response = await postSend(quote.id);
    expect(response.status).toBe(409);
    expect(await prisma().jobRecord.count({ where: { name: "send-quote", projectId: quote.projectId } })).toBe(0);
  });
});

describe("POST /api/notifications/send", () => {
  quotesWorkers(() => ({ SMTP_URL: smtp.url }));

  const notify = (body: Record<string, unknown>, client = designer) => client.post("/api/notifications/send", { type: "email", subject: "Site visit on Friday", message: "We will arrive at 09:00.", ...body });

  async function delivered(response: { status: number; json: { jobId: string } }) {
    expect(response.status).toBe(202);
    expect((await finishedJob(designer, response.json.jobId)).state).toBe("completed");
    return smtp.received.at(-1)!;
  }

  it("mails the project's client, and a designer of the studio, with replies to the studio", async () => {
    const project = await designer.post("/api/projects", newProject);
    const toClient = await delivered(await notify({ projectId: project.json.id }));
    expect(addresses(toClient.to)).toEqual(["pieter@example.co.za"]);
    expect(addresses(toClient.replyTo)).toEqual(["studio@atelierblanc.co.za"]);
    expect(toClient.subject).toBe("Site visit on Friday");
    expect(toClient.text?.trim()).toBe("We will arrive at 09:00.");

    const { email } = await prisma().user.findFirstOrThrow({ where: { studioId } });
    expect(addresses((await delivered(await notify({ to: email.toUpperCase() }))).to)).toEqual([email]);
    expect(addresses((await delivered(await notify({ projectId: project.json.id, to: "Pieter@Example.co.za" }))).to)).toEqual(["pieter@example.co.za"]);
  });

  it("refuses any other address, and another studio's project, sending nothing", async () => {
    const project = await designer.post("/api/projects", newProject);
    const other = await signedInDesigner(stack.gatewayUrl);
    const theirs = await other.client.post("/api/projects", { ...newProject, clientEmail: "their-client@example.co.za" });
    const received = smtp.received.length;
    const notificationJobs = () => prisma().jobRecord.count({ where: { name: "send-notification" } });
    const jobsBefore = await notificationJobs();

    const stranger = await notify({ projectId: project.json.id, to: "anyone@elsewhere.example" });
    expect(stranger.status).toBe(400);
    expect(stranger.json.errors.to).toEqual(["Notifications go only to the project's client or the studio's own designers"]);
    const otherDesigner = await prisma().user.findUniqueOrThrow({ where: { id: other.user.id } });
    expect((await notify({ to: otherDesigner.email })).status).toBe(400);
    expect((await notify({ to: "their-client@example.co.za" })).status).toBe(400);
    expect((await notify({ projectId: theirs.json.id })).status).toBe(404);
    expect((await notify({})).status).toBe(400);

    expect(await notificationJobs()).toBe(jobsBefore);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.received).toHaveLength(received);
  });
});

describe("sending a quote with no SMTP_URL", () => {
  quotesWorkers(() => ({ MAIL_OUTBOX_DIR: stack.mailOutboxDir }));

  it("writes the mail as an .eml file in MAIL_OUTBOX_DIR, the PDF attached", async () => {
    const quote = await generatedQuote();
    const response = await postSend(quote.id);
    expect(response.status).toBe(202);
    expect((await finishedJob(designer, response.json.jobId)).state).toBe("completed");

    const files = (await readdir(stack.mailOutboxDir)).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const mail = await simpleParser(await readFile(join(stack.mailOutboxDir, files[0]!)));
    expect(mail.subject).toBe(`Quote ${quote.number} from Atelier Blanc Interiors`);
    expect(addresses(mail.to)).toEqual(["pieter@example.co.za"]);
    expect(mail.attachments.map(({ filename }) => filename)).toEqual([`${quote.number}-v1.pdf`]);
    expect(sha256(mail.attachments[0]!.content)).toBe((await quoteRow(quote.id)).pdfSha256);
    expect(await quoteRow(quote.id)).toMatchObject({ status: "sent", sentTo: "pieter@example.co.za" });
  });
});
