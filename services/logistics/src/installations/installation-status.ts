import type { InstallationStatus, Prisma } from "@atelier/db";
import { HttpError, notFound } from "@atelier/kit";

export type InstallationAction = "edit" | "start" | "complete" | "cancel";

/**
 * The statuses each action may start from. A delayed installation can be given a new time, started or
 * called off; only one under way can be completed; a completed or cancelled one is final.
 */
const ALLOWED_FROM: Record<InstallationAction, readonly InstallationStatus[]> = {
  edit: ["scheduled", "delayed"],
  start: ["scheduled", "delayed"],
  complete: ["in_progress"],
  cancel: ["scheduled", "delayed", "in_progress"],
};

const DONE: Record<InstallationAction, string> = { edit: "edited", start: "started", complete: "completed", cancel: "cancelled" };
const STATUS_WORDS: Record<InstallationStatus, string> = {
  scheduled: "scheduled",
  in_progress: "in progress",
  completed: "completed",
  cancelled: "cancelled",
  delayed: "delayed",
};

/**
 * Locks the installation's row until the transaction ends, so two changes never both pass the check,
 * and refuses with 409 an action its status does not allow.
 */
export async function lockInstallationFor(tx: Prisma.TransactionClient, installationId: string, action: InstallationAction): Promise<InstallationStatus> {
  const [row] = await tx.$queryRaw<Array<{ status: InstallationStatus }>>`
    SELECT status::text AS status FROM installations WHERE id = ${installationId}::uuid FOR UPDATE`;
  if (!row) throw notFound("Installation not found");
  if (!ALLOWED_FROM[action].includes(row.status)) {
    const hint = action === "complete" && row.status !== "completed" && row.status !== "cancelled" ? ": start it first" : "";
    throw new HttpError(409, `This installation is ${STATUS_WORDS[row.status]} and cannot be ${DONE[action]}${hint}`);
  }
  return row.status;
}
