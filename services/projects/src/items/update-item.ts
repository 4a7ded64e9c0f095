import type { updateItemRequestSchema } from "@atelier/contracts";
import type { PrismaClient, RoomItem } from "@atelier/db";
import { HttpError } from "@atelier/kit";
import type { z } from "zod";
import type { ItemOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";
import { fromDateOnly } from "../db-values";

type ItemUpdate = z.infer<typeof updateItemRequestSchema>;

const NOT_A_SUPPLIER = "Choose one of the studio's suppliers";

/**
 * A supplier may be linked only within the item's own studio. Logistics owns suppliers: this reads its
 * table without writing it, as the item's link is the projects service's to keep.
 */
async function assertStudioSupplier(prisma: PrismaClient, item: ItemOfProject, supplierId: string): Promise<void> {
  const found = await prisma.supplier.count({ where: { id: supplierId, studio: { projects: { some: { id: item.room.projectId } } } } });
  if (found === 0) throw new HttpError(400, NOT_A_SUPPLIER, { supplierId: [NOT_A_SUPPLIER] });
}

/**
 * Changes the fields sent and keeps the rest. The item counts as edited from now on (undoing its voice
 * note keeps it), and a cost set to another amount is the designer's, no longer the catalogue's estimate.
 */
export async function updateItem({ prisma, changes }: ProjectsDeps, item: ItemOfProject, { eta, ...input }: ItemUpdate): Promise<RoomItem> {
  if (input.supplierId) await assertStudioSupplier(prisma, item, input.supplierId);
  const costChanged = input.costEstimate !== undefined && !item.costEstimate.equals(input.costEstimate);
  const updated = await prisma.roomItem.update({
    where: { id: item.id },
    data: { ...input, eta: fromDateOnly(eta), editedAt: new Date(), ...(costChanged ? { costFromCatalogue: false } : {}) },
  });
  changes.announce(item.room.projectId, "items", item.id);
  return updated;
}
