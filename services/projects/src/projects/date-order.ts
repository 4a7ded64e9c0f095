import { PROJECT_DATE_ORDER_MESSAGES, type UpdateProjectRequest } from "@atelier/contracts";
import { fieldRefused } from "@atelier/kit";
import { toDateOnly } from "@atelier/db";

type DateUpdate = Pick<UpdateProjectRequest, "startDate" | "expectedEndDate">;

/**
 * An update may send one date only: it must still be in order with the other as stored. The error
 * names the date that was sent (the end date when both were).
 */
export function assertDatesInOrder(update: DateUpdate, stored: { startDate: Date | null; expectedEndDate: Date | null }): void {
  const start = update.startDate !== undefined ? update.startDate : toDateOnly(stored.startDate);
  const end = update.expectedEndDate !== undefined ? update.expectedEndDate : toDateOnly(stored.expectedEndDate);
  if (!start || !end || end >= start) return;
  const field = update.expectedEndDate !== undefined ? "expectedEndDate" : "startDate";
  throw fieldRefused(field, PROJECT_DATE_ORDER_MESSAGES[field]);
}
