import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { simpleParser, type AddressObject, type ParsedMail } from "mailparser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OutboxMailer } from "./outbox-mailer";
import { SmtpMailer } from "./smtp-mailer";
import { startTestSmtpServer, type TestSmtpServer } from "./test-smtp-server";
import { MailSendError, type MailMessage, type Mailer } from "./types";

let smtp: TestSmtpServer;
let folder: string;
const mailers: Record<string, Mailer> = {};

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  folder = await mkdtemp(join(tmpdir(), "atelier-outbox-"));
  mailers.outbox = new OutboxMailer(folder);
  mailers.smtp = new SmtpMailer(smtp.url);
});
afterAll(async () => {
  await Promise.all(Object.values(mailers).map((mailer) => mailer.close()));
  await smtp.close();
  await rm(folder, { recursive: true, force: true });
});

const emlFiles = async () => (await readdir(folder)).filter((name) => name.endsWith(".eml")).sort();

/** The mail as the other end got it: the newest .eml file, or the SMTP server's last one. */
async function delivered(driver: string): Promise<ParsedMail> {
  if (driver === "smtp") return smtp.received.at(-1)!;
  return simpleParser(await readFile(join(folder, (await emlFiles()).at(-1)!)));
}

const addresses = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((group) => group.value.map((entry) => entry.address));

// Not valid PDF, but every byte value: the attachment must come back byte for byte.
const attachmentBytes = Buffer.from(Array.from({ length: 1024 }, (_, index) => index % 256));

const quoteMail = (subject: string): MailMessage => ({
  from: "Atelier <no-reply@atelier.local>",
  to: ["client@example.co.za", "partner@example.co.za"],
  replyTo: "designer@studio.example",
  subject,
  text: "Dear Thandi,\n\nPlease find your quote attached: R 12,500.00 incl. VAT.\n",
  html: "<p>Dear Thandi,</p><p>Please find your quote attached.</p>",
  attachments: [{ filename: "Q-2026-0007-v2.pdf", content: attachmentBytes, contentType: "application/pdf" }],
});

describe.each(["outbox", "smtp"])("%s mailer", (driver) => {
  it("delivers the subject, recipients, text, HTML and the attachment's bytes", async () => {
    const { messageId } = await mailers[driver]!.send(quoteMail(`Quote Q-2026-0007 – ${driver}`));
    const mail = await delivered(driver);
    expect(mail.messageId).toBe(messageId);
    expect(mail.subject).toBe(`Quote Q-2026-0007 – ${driver}`);
    expect(addresses(mail.from)).toEqual(["no-reply@atelier.local"]);
    expect(addresses(mail.to)).toEqual(["client@example.co.za", "partner@example.co.za"]);
    expect(addresses(mail.replyTo)).toEqual(["designer@studio.example"]);
    expect(mail.text).toBe("Dear Thandi,\n\nPlease find your quote attached: R 12,500.00 incl. VAT.\n");
    expect(mail.html).toContain("Please find your quote attached.");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: "Q-2026-0007-v2.pdf", contentType: "application/pdf" });
    expect(Buffer.compare(mail.attachments[0]!.content, attachmentBytes)).toBe(0);
  });

  it("sends a text-only mail to one recipient", async () => {
    await mailers[driver]!.send({ from: "studio@atelier.local", to: "one@example.co.za", subject: "Hello", text: "Just text." });
    const mail = await delivered(driver);
    expect(addresses(mail.to)).toEqual(["one@example.co.za"]);
    expect(mail.text?.trim()).toBe("Just text.");
    expect(mail.html).toBe(false);
    expect(mail.attachments).toEqual([]);
  });
});

describe("outbox mailer", () => {
  it("names its files so they sort in the order they were sent, and leaves no temporary files", async () => {
    const before = await emlFiles();
    for (const index of [1, 2, 3]) await mailers.outbox!.send({ from: "a@atelier.local", to: "b@example.co.za", subject: `Order ${index}`, text: "x" });
    const added = (await emlFiles()).filter((name) => !before.includes(name));
    const subjects = [];
    for (const name of added) subjects.push((await simpleParser(await readFile(join(folder, name)))).subject);
    expect(subjects).toEqual(["Order 1", "Order 2", "Order 3"]);
    expect((await readdir(folder)).filter((name) => !name.endsWith(".eml"))).toEqual([]);
  });

  it("writes standard CRLF line endings", async () => {
    await mailers.outbox!.send({ from: "a@atelier.local", to: "b@example.co.za", subject: "Lines", text: "one\ntwo" });
    const raw = await readFile(join(folder, (await emlFiles()).at(-1)!), "latin1");
    expect(raw).toContain("\r\n");
    expect(raw.replace(/\r\n/g, "")).not.toContain("\n");
  });
});

describe("smtp mailer", () => {
  it("fails with the server's reason when the server refuses the recipient, permanently", async () => {
    smtp.refuse("nobody@example.co.za");
    const sending = mailers.smtp!.send({ from: "a@atelier.local", to: "nobody@example.co.za", subject: "Refused", text: "x" });
    await expect(sending).rejects.toBeInstanceOf(MailSendError);
    await expect(sending).rejects.toMatchObject({ permanent: true, message: expect.stringContaining("550 5.1.1 <nobody@example.co.za>: Recipient address rejected: no such mailbox") });
  });

  it("refuses to report success when one of several recipients was refused", async () => {
    smtp.refuse("gone@example.co.za");
    const sending = mailers.smtp!.send({ from: "a@atelier.local", to: ["client@example.co.za", "gone@example.co.za"], subject: "Partly", text: "x" });
    await expect(sending).rejects.toMatchObject({ permanent: true, message: expect.stringMatching(/gone@example\.co\.za.*Recipient address rejected/) });
  });

  it("fails with the server's reason when the credentials are wrong", async () => {
    const wrong = new SmtpMailer(smtp.url.replace("test-password", "wrong-password"));
    try {
      await expect(wrong.send({ from: "a@atelier.local", to: "b@example.co.za", subject: "x", text: "x" })).rejects.toThrow(/Invalid username or password/);
    } finally {
      await wrong.close();
    }
  });

  it("fails, not permanently, when no server answers", async () => {
    const closed = await startTestSmtpServer();
    await closed.close();
    const nowhere = new SmtpMailer(closed.url);
    try {
      await expect(nowhere.send({ from: "a@atelier.local", to: "b@example.co.za", subject: "x", text: "x" })).rejects.toMatchObject({ permanent: false, message: expect.stringMatching(/ECONNREFUSED/) });
    } finally {
      await nowhere.close();
    }
  });
});
