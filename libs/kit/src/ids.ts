import { z } from "zod";
import { notFound } from "./http-error";

const uuid = z.uuid();

/** A path id that is not a UUID cannot name a record: answered like any unknown record, 404. */
export function idParam(value: string | string[] | undefined, what: string): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound(`${what} not found`);
  return parsed.data;
}
