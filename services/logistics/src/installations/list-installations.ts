import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toInstallationResponse } from "./installation-response";

export function listInstallations({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const installations = await prisma.installation.findMany({ where: { projectId: project.id }, orderBy: { scheduledDate: "asc" } });
    res.json(installations.map(toInstallationResponse));
  };
}
