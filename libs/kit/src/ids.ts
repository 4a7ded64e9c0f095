import { createHash } from "node:crypto";
import { z } from "zod";
import { notFound } from "./http-error";

const uuid = z.uuid();

/** A path id that is not a UUID cannot name a record: answered like any unknown record, 404. */
export function idParam(value: string | string[] | undefined, what: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound(`${what} not found`);
  return parsed.data;
}

/** A UUID that is always the same for the same text: what a retried step names its rows and files by, so it writes no new ones. */
export function uuidFrom(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
