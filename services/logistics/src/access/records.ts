import { isArchived, isProjectArchived, type Installation, type PrismaClient, type ProductionItem, type Project, type PurchaseOrder, type Supplier } from "@atelier/db";
import type { StudioRecord } from "@atelier/kit";

/** The records the logistics routes name, found only within the caller's studio (read-only: projects owns them). */
export function logisticsRecords(prisma: PrismaClient) {
  const archived = (record: { projectId: string }) => isProjectArchived(prisma, record.projectId);
  const project: StudioRecord<Project> = {
    name: "Project",
    ofStudio: (id, { studioId }) => prisma.project.findFirst({ where: { id, studioId } }),
    inArchivedProject: isArchived,
  };
  const installation: StudioRecord<Installation> = {
    name: "Installation",
    ofStudio: (id, { studioId }) => prisma.installation.findFirst({ where: { id, project: { studioId } } }),
    inArchivedProject: archived,
  };
  const productionItem: StudioRecord<ProductionItem> = {
    name: "Production item",
    ofStudio: (id, { studioId }) => prisma.productionItem.findFirst({ where: { id, project: { studioId } } }),
    inArchivedProject: archived,
  };
  const supplier: StudioRecord<Supplier> = {
    name: "Supplier",
    ofStudio: (id, { studioId }) => prisma.supplier.findFirst({ where: { id, studioId } }),
  };
  const purchaseOrder: StudioRecord<PurchaseOrder> = {
    name: "Purchase order",
    ofStudio: (id, { studioId }) => prisma.purchaseOrder.findFirst({ where: { id, studioId } }),
    inArchivedProject: archived,
  };
  return { project, installation, productionItem, supplier, purchaseOrder };
}

export type LogisticsRecords = ReturnType<typeof logisticsRecords>;
