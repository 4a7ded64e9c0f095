import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toProjectSummary } from "./project-response";

export function listProjects({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, undefined> {
  return async (_req, res, { caller }) => {
    const projects = await prisma.project.findMany({ where: { studioId: caller.studioId }, orderBy: { createdAt: "desc" } });
    res.json(projects.map(toProjectSummary));
  };
}
