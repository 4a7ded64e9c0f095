import type { Endpoints } from "@atelier/contracts";
import { fromDateOnly, type Project } from "@atelier/db";
import { fieldsSet, recordActivity, type RouteHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { toTimeEntryResponse, withMember } from "./time-response";
import { TIME_ENTRY_FIELDS, timeEntryRecord } from "./time-entry-activity";

/** POST /api/projects/:id/time-entries: 201 with the caller's new entry. */
export function addTimeEntryRoute({ prisma, changes }: ProjectsDeps): RouteHandler<Endpoints["addTimeEntry"], Staff, Project> {
  return async (_req, res, { caller, record: project, body: { date, ...entry } }) => {
    const created = await prisma.$transaction(async (tx) => {
      const kept = await tx.timeEntry.create({ data: { ...entry, date: fromDateOnly(date), projectId: project.id, userId: caller.userId }, include: withMember });
      await recordActivity(tx, { studioId: caller.studioId, projectId: project.id, record: timeEntryRecord(kept), action: "created", changes: fieldsSet(kept, TIME_ENTRY_FIELDS) });
      return kept;
    });
    changes.announce(project.id, "time", created.id);
    res.status(201).json(toTimeEntryResponse(created));
  };
}
