import type { PrismaClient, Project, Studio } from "@atelier/db";
import type { RoomWithQuotedItems } from "./draft-lines";

export interface QuotableProject {
  project: Project & { studio: Studio };
  /** In the order the designer made them, each with its items in order, cancelled ones left out. */
  rooms: RoomWithQuotedItems[];
}

/** A studio's project with what a quote is built from; null when the studio has no such project. */
export async function readQuotableProject(prisma: PrismaClient, studioId: string, projectId: string): Promise<QuotableProject | null> {
  const project = await prisma.project.findFirst({ where: { id: projectId, studioId }, include: { studio: true } });
  if (!project) return null;
  const rooms = await prisma.room.findMany({
    where: { projectId },
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
    include: { items: { where: { OR: [{ status: null }, { status: { not: "cancelled" } }] }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } },
  });
  return { project, rooms };
}
