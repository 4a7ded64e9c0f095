import type { Endpoints } from "@atelier/contracts";
import type { TimeEntry } from "@atelier/db";
import { recordActivity, type RouteHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { lockChangeableEntry } from "./changeable-entry";
import { timeEntryRecord } from "./time-entry-activity";

/** DELETE /api/time-entries/:id: 204. */
export function deleteTimeEntryRoute({ prisma, changes }: ProjectsDeps): RouteHandler<Endpoints["deleteTimeEntry"], Staff, TimeEntry> {
  return async (_req, res, { caller, record: entry }) => {
    await prisma.$transaction(async (tx) => {
      await lockChangeableEntry(tx, entry, caller);
      await tx.timeEntry.delete({ where: { id: entry.id } });
      await recordActivity(tx, { studioId: caller.studioId, projectId: entry.projectId, record: timeEntryRecord(entry), action: "deleted" });
    });
    changes.announce(entry.projectId, "time", entry.id);
    res.status(204).end();
  };
}
