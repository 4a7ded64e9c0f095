import type { VisitAction } from "@atelier/contracts";
import type { Installation, InstallationStatus, Prisma } from "@atelier/db";
import type { LogisticsDeps } from "../logistics-deps";
import { recordInstallationActivity } from "./installation-activity";
import { lockInstallationFor } from "./installation-status";

/**
 * One change to an existing installation: in a transaction holding its row, refused with 409 when its
 * status does not allow the action, and recorded in the project's activity; afterwards the outbox is woken
 * for any event it wrote and the project's open pages are told.
 */
export async function changeInstallation(
  { prisma, changes }: LogisticsDeps,
  installation: Installation,
  action: VisitAction,
  write: (tx: Prisma.TransactionClient, status: InstallationStatus) => Promise<Installation>,
): Promise<Installation> {
  const changed = await prisma.$transaction(async (tx) => {
    const status = await lockInstallationFor(tx, installation.id, action);
    const written = await write(tx, status);
    // The status as locked, not as read before: the entry's "before" is what this change moved it from.
    await recordInstallationActivity(tx, action, { ...installation, status }, written);
    return written;
  });
  changes.announce(installation.projectId, "installations", installation.id);
  return changed;
}
