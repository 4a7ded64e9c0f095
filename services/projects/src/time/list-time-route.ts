import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toTimeEntryResponse, withMember } from "./time-response";

/** GET /api/projects/:id/time-entries: the project's time, newest first, with its totals. */
export function listTimeRoute({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["projectTime"], Staff, Project> {
  return async (_req, res, { record: project }) => {
    const entries = await prisma.timeEntry.findMany({ where: { projectId: project.id }, include: withMember, orderBy: [{ date: "desc" }, { createdAt: "desc" }] });
    const sum = (kept: typeof entries) => kept.reduce((total, entry) => total + entry.minutes, 0);
    const billable = entries.filter((entry) => entry.billable);
    res.json({
      entries: entries.map(toTimeEntryResponse),
      totals: { minutes: sum(entries), billableMinutes: sum(billable), unbilledMinutes: sum(billable.filter((entry) => entry.invoiceId === null)) },
    });
  };
}
