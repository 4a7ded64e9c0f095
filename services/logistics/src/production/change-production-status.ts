import { PRODUCTION_TRANSITIONS, productionStatusRefusal, type ProductionStatus } from "@atelier/contracts";
import type { PrismaClient, ProductionItem } from "@atelier/db";
import { conflict, recordActivity, statusChange, type ProjectChanges } from "@atelier/kit";
import { productionRecord } from "./production-activity";

interface ProductionWriter {
  prisma: PrismaClient;
  changes: ProjectChanges;
}

/**
 * Moves a production item to `status` when PRODUCTION_TRANSITIONS allows it from the status it has, else 409.
 * The update names the status it moves from, so of two people moving the same item at once one wins and the other is refused.
 */
export async function changeProductionStatus({ prisma, changes }: ProductionWriter, item: ProductionItem, status: ProductionStatus): Promise<ProductionItem> {
  if (!PRODUCTION_TRANSITIONS[item.status].includes(status)) throw conflict(productionStatusRefusal(item.status, status));
  const count = await prisma.$transaction(async (tx) => {
    const moved = (await tx.productionItem.updateMany({ where: { id: item.id, status: item.status }, data: { status } })).count;
    if (moved === 1) await recordActivity(tx, { projectId: item.projectId, record: productionRecord(item), action: "updated", changes: [statusChange(item.status, status)] });
    return moved;
  });
  if (count === 0) {
    const now = await prisma.productionItem.findUniqueOrThrow({ where: { id: item.id } });
    throw conflict(productionStatusRefusal(now.status, status));
  }
  changes.announce(item.projectId, "productions", item.id);
  return prisma.productionItem.findUniqueOrThrow({ where: { id: item.id } });
}
