import type { PrismaClient, Project } from "@atelier/db";
import type { StudioRecord } from "@atelier/kit";

/** The records the logistics routes name, found only within the caller's studio (read-only: projects owns them). */
export function logisticsRecords(prisma: PrismaClient) {
  const project: StudioRecord<Project> = {
    name: "Project",
    ofStudio: (id, { studioId }) => prisma.project.findFirst({ where: { id, studioId } }),
  };
  return { project };
}

export type LogisticsRecords = ReturnType<typeof logisticsRecords>;
