import type { Endpoints } from "@atelier/contracts";
import { fromDateOnly, type TimeEntry } from "@atelier/db";
import { fieldChanges, recordActivity, type RouteHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { lockChangeableEntry } from "./changeable-entry";
import { toTimeEntryResponse, withMember } from "./time-response";
import { TIME_ENTRY_FIELDS, timeEntryRecord } from "./time-entry-activity";

/** PUT /api/time-entries/:id: the entry after the change. */
export function updateTimeEntryRoute({ prisma, changes }: ProjectsDeps): RouteHandler<Endpoints["updateTimeEntry"], Staff, TimeEntry> {
  return async (_req, res, { caller, record: entry, body: { date, ...fields } }) => {
    const updated = await prisma.$transaction(async (tx) => {
      await lockChangeableEntry(tx, entry, caller);
      const saved = await tx.timeEntry.update({ where: { id: entry.id }, data: { ...fields, ...(date === undefined ? {} : { date: fromDateOnly(date) }) }, include: withMember });
      await recordActivity(tx, { studioId: caller.studioId, projectId: entry.projectId, record: timeEntryRecord(saved), action: "updated", changes: fieldChanges(entry, saved, TIME_ENTRY_FIELDS) });
      return saved;
    });
    changes.announce(entry.projectId, "time", entry.id);
    res.json(toTimeEntryResponse(updated));
  };
}
