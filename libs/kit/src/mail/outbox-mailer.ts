import { randomBytes } from "node:crypto";
import { mkdir, rename, writeFile } from "node:fs/promises";
import { join, resolve } from "node:path";
import { nodemailerOptions } from "./nodemailer-options";
import type { MailMessage, Mailer, SentMail } from "./types";

/** "2026-11-23T04-30-00-123Z-000001-9f3a1c2b.eml": names sort by the time they were written. */
function outboxFileName(sequence: number): string {
  const stamp = new Date().toISOString().replace(/[:.]/g, "-");
  return `${stamp}-${String(sequence).padStart(6, "0")}-${randomBytes(4).toString("hex")}.eml`;
}

/**
 * Each mail as a real RFC 822 file in one folder (the default on one machine). A file appears whole or
 * not at all: it is written under a dot-name first and renamed.
 */
export class OutboxMailer implements Mailer {
  readonly driver = "outbox";
  readonly folder: string;
  // Loaded when a mailer is made, not by every process that imports kit.
  private readonly transport = import("nodemailer").then(({ default: nodemailer }) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" }));
  private sequence = 0;

  constructor(folder: string) {
    this.folder = resolve(folder);
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await (await this.transport).sendMail(nodemailerOptions(message));
    await mkdir(this.folder, { recursive: true });
    this.sequence += 1;
    const name = outboxFileName(this.sequence);
    const temporary = join(this.folder, `.${name}.tmp`);
    await writeFile(temporary, info.message);
    await rename(temporary, join(this.folder, name));
    return { messageId: info.messageId };
  }

  async close(): Promise<void> {
    (await this.transport).close();
  }
}
