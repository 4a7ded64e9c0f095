import type { Endpoints } from "@atelier/contracts";
import { fromDateOnly, type TimeEntry } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { lockChangeableEntry } from "./changeable-entry";
import { toTimeEntryResponse, withMember } from "./time-response";

/** PUT /api/time-entries/:id: the entry after the change. */
export function updateTimeEntryRoute({ prisma, changes }: ProjectsDeps): RouteHandler<Endpoints["updateTimeEntry"], Staff, TimeEntry> {
  return async (_req, res, { caller, record: entry, body: { date, ...fields } }) => {
    const updated = await prisma.$transaction(async (tx) => {
      await lockChangeableEntry(tx, entry, caller);
      return tx.timeEntry.update({ where: { id: entry.id }, data: { ...fields, ...(date === undefined ? {} : { date: fromDateOnly(date) }) }, include: withMember });
    });
    changes.announce(entry.projectId, "time", entry.id);
    res.json(toTimeEntryResponse(updated));
  };
}
