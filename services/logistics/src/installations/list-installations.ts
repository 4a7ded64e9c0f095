import type { RequestHandler } from "express";
import { findStudioProject, idParam, staffOf, type ServiceDeps } from "@atelier/kit";
import { toInstallationResponse } from "./installation-response";

export function listInstallations({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const project = await findStudioProject(prisma, studioId, idParam(req.params.id, "Project"));
    const installations = await prisma.installation.findMany({ where: { projectId: project.id }, orderBy: { scheduledDate: "asc" } });
    res.json(installations.map(toInstallationResponse));
  };
}
