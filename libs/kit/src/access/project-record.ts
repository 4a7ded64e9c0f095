import { isArchived, type PrismaClient, type Project } from "@atelier/db";
import type { PortalRecord, StudioRecord } from "./records";

/**
 * A project as each service's routes name it: found within the caller's studio for a designer, and for a portal
 * client only as the project of the link they came through.
 */
export function projectRecord(prisma: PrismaClient): StudioRecord<Project> & PortalRecord<Project> {
  return {
    name: "Project",
    ofStudio: (id, { studioId }) => prisma.project.findFirst({ where: { id, studioId } }),
    ofPortalProject: (id, { projectId }) => (id === projectId ? prisma.project.findUnique({ where: { id } }) : Promise.resolve(null)),
    inArchivedProject: isArchived,
  };
}
