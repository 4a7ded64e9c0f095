import type { Endpoints } from "@atelier/contracts";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toProjectSummary } from "./project-response";

/** The studio's projects in work, newest first; with `archived=true`, its archived ones, the last archived first. */
export function listProjects({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["projects"], Staff, undefined> {
  return async (_req, res, { caller, query }) => {
    const archived = query.archived === "true";
    const projects = await prisma.project.findMany({
      where: { studioId: caller.studioId, archivedAt: archived ? { not: null } : null },
      orderBy: archived ? { archivedAt: "desc" } : { createdAt: "desc" },
    });
    res.json(projects.map(toProjectSummary));
  };
}
