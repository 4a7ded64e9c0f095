import { INSTALLATION_RULES, type VisitAction } from "@atelier/contracts";
import type { InstallationStatus, Prisma } from "@atelier/db";
import { conflict, notFound } from "@atelier/kit";

export type InstallationAction = VisitAction;

/**
 * Locks the installation's row until the transaction ends, so two changes never both pass the check,
 * and refuses with 409 an action its status does not allow (INSTALLATION_RULES).
 */
export async function lockInstallationFor(tx: Prisma.TransactionClient, installationId: string, action: InstallationAction): Promise<InstallationStatus> {
  const [row] = await tx.$queryRaw<Array<{ status: InstallationStatus }>>`
    SELECT status::text AS status FROM installations WHERE id = ${installationId}::uuid FOR UPDATE`;
  if (!row) throw notFound("Installation not found");
  if (!INSTALLATION_RULES.allows(row.status, action)) throw conflict(INSTALLATION_RULES.refusal(row.status, action));
  return row.status;
}
