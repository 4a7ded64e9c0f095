import type { Prisma } from "@atelier/db";

/**
 * Holds the project's money for the rest of the transaction: recording a payment, and issuing an invoice that takes
 * the client's credit, take turns, so a credit is never spent twice. Taken before any invoice's row lock.
 */
export async function lockProjectPayments(tx: Prisma.TransactionClient, projectId: string): Promise<void> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`payments-of-project:${projectId}`}, 0))`;
}
