import { isProjectArchived, type PortalToken, type PrismaClient } from "@atelier/db";
import { projectRecord, type StudioRecord } from "@atelier/kit";

/**
 * The records the portal routes name. A project is found within the caller's studio for staff, and
 * only as the project of the link a portal client came through; projects are read-only here.
 */
export function portalRecords(prisma: PrismaClient) {
  const project = projectRecord(prisma);
  const portalLink: StudioRecord<PortalToken> = {
    name: "Portal link",
    ofStudio: (id, { studioId }) => prisma.portalToken.findFirst({ where: { id, project: { studioId } } }),
    inArchivedProject: (link) => isProjectArchived(prisma, link.projectId),
  };
  return { project, portalLink };
}

export type PortalRecords = ReturnType<typeof portalRecords>;

