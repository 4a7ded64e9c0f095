import { changedNothing, recordActivity } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { overviewInclude, type ProjectWithOverview } from "./project-overview";
import { projectRecord } from "./project-activity";

/**
 * Archives the project, or restores it to work: only its `archivedAt` changes, so its rooms, quotes and
 * everything else stay as they are. Archiving an archived project keeps the first date; restoring a project in
 * work changes nothing, so a repeated tap is harmless.
 */
export async function setProjectArchived({ prisma, changes }: ProjectsDeps, projectId: string, archived: boolean): Promise<ProjectWithOverview> {
  await prisma.$transaction(async (tx) => {
    const { count } = await tx.project.updateMany({
      where: { id: projectId, archivedAt: archived ? null : { not: null } },
      data: { archivedAt: archived ? new Date() : null },
    });
    if (count === 0) return changedNothing();
    const project = await tx.project.findUniqueOrThrow({ where: { id: projectId }, select: { id: true, title: true, studioId: true } });
    await recordActivity(tx, { studioId: project.studioId, projectId, record: projectRecord(project), action: archived ? "archived" : "restored" });
  });
  changes.announce(projectId, "project", projectId);
  return prisma.project.findUniqueOrThrow({ where: { id: projectId }, include: overviewInclude });
}
