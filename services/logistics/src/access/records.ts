import type { PrismaClient, ProductionItem, Project } from "@atelier/db";
import type { StudioRecord } from "@atelier/kit";

/** The records the logistics routes name, found only within the caller's studio (read-only: projects owns them). */
export function logisticsRecords(prisma: PrismaClient) {
  const project: StudioRecord<Project> = {
    name: "Project",
    ofStudio: (id, { studioId }) => prisma.project.findFirst({ where: { id, studioId } }),
  };
  const productionItem: StudioRecord<ProductionItem> = {
    name: "Production item",
    ofStudio: (id, { studioId }) => prisma.productionItem.findFirst({ where: { id, project: { studioId } } }),
  };
  return { project, productionItem };
}

export type LogisticsRecords = ReturnType<typeof logisticsRecords>;
