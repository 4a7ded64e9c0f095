import type { ProjectsDeps } from "../config";
import { overviewInclude, type ProjectWithOverview } from "./project-overview";

/**
 * Archives the project, or restores it to work: only its `archivedAt` changes, so its rooms, quotes and
 * everything else stay as they are. Archiving an archived project keeps the first date; restoring a project in
 * work changes nothing, so a repeated tap is harmless.
 */
export async function setProjectArchived({ prisma, changes }: ProjectsDeps, projectId: string, archived: boolean): Promise<ProjectWithOverview> {
  await prisma.project.updateMany({
    where: { id: projectId, archivedAt: archived ? null : { not: null } },
    data: { archivedAt: archived ? new Date() : null },
  });
  changes.announce(projectId, "project", projectId);
  return prisma.project.findUniqueOrThrow({ where: { id: projectId }, include: overviewInclude });
}
