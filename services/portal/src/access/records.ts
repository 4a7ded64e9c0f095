import { isArchived, isProjectArchived, type PortalToken, type PrismaClient, type Project } from "@atelier/db";
import type { PortalRecord, StudioRecord } from "@atelier/kit";

/**
 * The records the portal routes name. A project is found within the caller's studio for staff, and
 * only as the project of the link a portal client came through; projects are read-only here.
 */
export function portalRecords(prisma: PrismaClient) {
  const project: StudioRecord<Project> & PortalRecord<Project> = {
    name: "Project",
    ofStudio: (id, { studioId }) => prisma.project.findFirst({ where: { id, studioId } }),
    ofPortalProject: (id, { projectId }) => (id === projectId ? prisma.project.findUnique({ where: { id } }) : Promise.resolve(null)),
    inArchivedProject: isArchived,
  };
  const portalLink: StudioRecord<PortalToken> = {
    name: "Portal link",
    ofStudio: (id, { studioId }) => prisma.portalToken.findFirst({ where: { id, project: { studioId } } }),
    inArchivedProject: (link) => isProjectArchived(prisma, link.projectId),
  };
  return { project, portalLink };
}

export type PortalRecords = ReturnType<typeof portalRecords>;

