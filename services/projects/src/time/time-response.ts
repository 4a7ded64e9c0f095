import { memberName, type TimeEntry as TimeEntryResponse } from "@atelier/contracts";
import { toDateOnly, type TimeEntry } from "@atelier/db";

/** What an entry is read with: who spent the time. */
export const withMember = { user: { select: { firstName: true, lastName: true, email: true } } } as const;
export type TimeEntryWithMember = TimeEntry & { user: { firstName: string | null; lastName: string | null; email: string } };

export function toTimeEntryResponse(entry: TimeEntryWithMember): TimeEntryResponse {
  return {
    id: entry.id,
    projectId: entry.projectId,
    userId: entry.userId,
    userName: memberName(entry.user),
    date: toDateOnly(entry.date),
    minutes: entry.minutes,
    activity: entry.activity,
    note: entry.note,
    billable: entry.billable,
    invoiceId: entry.invoiceId,
    createdAt: entry.createdAt.toISOString(),
  };
}
