import { roleAllows, TIME_MESSAGES } from "@atelier/contracts";
import type { Prisma, TimeEntry } from "@atelier/db";
import { conflict, forbidden, type Staff } from "@atelier/kit";

/**
 * Locks the entry and answers it, if `caller` may change it: their own time, or anyone's for one who manages the
 * team; never time an invoice bills (409), which would change what the client was billed.
 */
export async function lockChangeableEntry(tx: Prisma.TransactionClient, entry: Pick<TimeEntry, "id" | "userId">, caller: Staff): Promise<void> {
  if (entry.userId !== caller.userId && !roleAllows(caller.role, "team.manage")) throw forbidden(TIME_MESSAGES.notYours);
  const [row] = await tx.$queryRaw<Array<{ invoice_id: string | null }>>`SELECT invoice_id FROM time_entries WHERE id = ${entry.id}::uuid FOR UPDATE`;
  if (row?.invoice_id) throw conflict(TIME_MESSAGES.billed);
}
