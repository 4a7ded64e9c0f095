import type { Endpoints } from "@atelier/contracts";
import type { TimeEntry } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { lockChangeableEntry } from "./changeable-entry";

/** DELETE /api/time-entries/:id: 204. */
export function deleteTimeEntryRoute({ prisma, changes }: ProjectsDeps): RouteHandler<Endpoints["deleteTimeEntry"], Staff, TimeEntry> {
  return async (_req, res, { caller, record: entry }) => {
    await prisma.$transaction(async (tx) => {
      await lockChangeableEntry(tx, entry, caller);
      await tx.timeEntry.delete({ where: { id: entry.id } });
    });
    changes.announce(entry.projectId, "time", entry.id);
    res.status(204).end();
  };
}
