import { readdir } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { ParsedMail } from "mailparser";
import { mailsTo } from "../support/invitation-mail";

/**
 * The mails to `address` in the end-to-end stack's outbox: a throwaway folder of its own (atelier-outbox-* in the
 * temporary folder, made by infra/local/stack.ts --ephemeral), so every such folder is read; the address is unique
 * to the test, so another stack's folder holds none of its mail.
 */
export async function awaitMailsInOutbox(address: string, count: number, timeoutMs = 30_000): Promise<ParsedMail[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const folders = (await readdir(tmpdir())).filter((name) => name.startsWith("atelier-outbox-"));
    const mails = (await Promise.all(folders.map((name) => mailsTo(join(tmpdir(), name), address)))).flat();
    if (mails.length >= count || Date.now() > deadline) return mails.sort((a, b) => (a.date?.getTime() ?? 0) - (b.date?.getTime() ?? 0));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
