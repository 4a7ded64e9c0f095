import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toPortalLink } from "./portal-link-response";

/** GET /api/projects/:id/portal-tokens: the project's links, newest first. */
export function listPortalLinks({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const links = await prisma.portalToken.findMany({ where: { projectId: project.id }, orderBy: { createdAt: "desc" } });
    res.json(links.map(toPortalLink));
  };
}
