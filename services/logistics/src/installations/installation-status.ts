import { INSTALLATION_RULES, type VisitAction } from "@atelier/contracts";
import type { InstallationStatus, Prisma } from "@atelier/db";
import { assertStateAllows, notFound } from "@atelier/kit";

/**
 * Locks the installation's row until the transaction ends, so two changes never both pass the check,
 * and refuses with 409 an action its status does not allow (INSTALLATION_RULES).
 */
export async function lockInstallationFor(tx: Prisma.TransactionClient, installationId: string, action: VisitAction): Promise<InstallationStatus> {
  const [row] = await tx.$queryRaw<Array<{ status: InstallationStatus }>>`
    SELECT status::text AS status FROM installations WHERE id = ${installationId}::uuid FOR UPDATE`;
  if (!row) throw notFound("Installation not found");
  assertStateAllows(INSTALLATION_RULES, row.status, action);
  return row.status;
}
