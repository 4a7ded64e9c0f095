import type { Installation, PrismaClient, ProductionItem, Project, PurchaseOrder, Supplier } from "@atelier/db";
import type { StudioRecord } from "@atelier/kit";

/** The records the logistics routes name, found only within the caller's studio (read-only: projects owns them). */
export function logisticsRecords(prisma: PrismaClient) {
  const project: StudioRecord<Project> = {
    name: "Project",
    ofStudio: (id, { studioId }) => prisma.project.findFirst({ where: { id, studioId } }),
  };
  const installation: StudioRecord<Installation> = {
    name: "Installation",
    ofStudio: (id, { studioId }) => prisma.installation.findFirst({ where: { id, project: { studioId } } }),
  };
  const productionItem: StudioRecord<ProductionItem> = {
    name: "Production item",
    ofStudio: (id, { studioId }) => prisma.productionItem.findFirst({ where: { id, project: { studioId } } }),
  };
  const supplier: StudioRecord<Supplier> = {
    name: "Supplier",
    ofStudio: (id, { studioId }) => prisma.supplier.findFirst({ where: { id, studioId } }),
  };
  const purchaseOrder: StudioRecord<PurchaseOrder> = {
    name: "Purchase order",
    ofStudio: (id, { studioId }) => prisma.purchaseOrder.findFirst({ where: { id, studioId } }),
  };
  return { project, installation, productionItem, supplier, purchaseOrder };
}

export type LogisticsRecords = ReturnType<typeof logisticsRecords>;
