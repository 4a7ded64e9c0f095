import type { VisitAction } from "@atelier/contracts";
import type { Installation, InstallationStatus, Prisma } from "@atelier/db";
import type { LogisticsDeps } from "../logistics-deps";
import { lockInstallationFor } from "./installation-status";

/**
 * One change to an existing installation: in a transaction holding its row, refused with 409 when its
 * status does not allow the action; afterwards the outbox is woken for any event it wrote and the
 * project's open pages are told.
 */
export async function changeInstallation(
  { prisma, changes, outbox }: LogisticsDeps,
  installation: Pick<Installation, "id" | "projectId">,
  action: VisitAction,
  write: (tx: Prisma.TransactionClient, status: InstallationStatus) => Promise<Installation>,
): Promise<Installation> {
  const changed = await prisma.$transaction(async (tx) => write(tx, await lockInstallationFor(tx, installation.id, action)));
  outbox.wake();
  changes.announce(installation.projectId, "installations", installation.id);
  return changed;
}
