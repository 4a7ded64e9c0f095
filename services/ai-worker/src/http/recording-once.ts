import { createHash } from "node:crypto";
import { once } from "node:events";
import type { Request } from "express";
import { Prisma, type PrismaClient } from "@atelier/db";
import { HttpError } from "@atelier/kit";

const IDEMPOTENCY_KEY = /^[\w-]{8,100}$/;

/**
 * The id of the job a recording sent with an Idempotency-Key starts: one per studio and key, so the site app's
 * offline queue, sending a recording again after its answer was lost, finds the job the first sending started.
 */
export function jobIdOfKey(studioId: string, header: string | undefined): string | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY.test(header)) throw new HttpError(400, "Idempotency-Key must be 8 to 100 letters, digits, - or _");
  const hex = createHash("sha256").update(`recording:${studioId}:${header}`).digest("hex");
  // Shaped as a UUID (version 8, the variant bits of RFC 9562), as the jobs table keys them.
  const variant = ((Number.parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** Whether the job of that key was already started. */
export async function alreadyStarted(prisma: PrismaClient, jobId: string | null): Promise<boolean> {
  if (!jobId) return false;
  return (await prisma.jobRecord.findUnique({ where: { id: jobId }, select: { id: true } })) !== null;
}

/** A start that lost the race to a request with the same key, which committed the job first. */
export const isDuplicateStart = (error: unknown) => error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002";

/** Reads the resent recording to its end unkept, so the browser gets its answer after sending it rather than a reset. */
export async function discardBody(req: Request): Promise<void> {
  if (req.readableEnded) return;
  req.resume();
  await once(req, "end");
}
