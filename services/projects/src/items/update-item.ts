import { fieldChanges, recordActivity } from "@atelier/kit";
import type { updateItemRequestSchema } from "@atelier/contracts";
import { fromDateOnly, type RoomItem } from "@atelier/db";
import type { z } from "zod";
import type { ItemOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";
import { supplierLinkOf } from "./item-supplier";
import { ITEM_FIELDS, itemRecord } from "./item-activity";

type ItemUpdate = z.infer<typeof updateItemRequestSchema>;

/**
 * Changes the fields sent and keeps the rest. The item counts as edited from now on (undoing its voice
 * note keeps it), and a cost set to another amount is the designer's, no longer the catalogue's estimate. A supplier
 * named without one chosen is linked to the studio's supplier of that name.
 */
export async function updateItem({ prisma, changes }: ProjectsDeps, item: ItemOfProject, studioId: string, { eta, supplierId, ...input }: ItemUpdate): Promise<RoomItem> {
  const link = await supplierLinkOf(prisma, studioId, { supplierId, supplier: input.supplier });
  const costChanged = input.costEstimate !== undefined && !item.costEstimate.equals(input.costEstimate);
  const updated = await prisma.$transaction(async (tx) => {
    const saved = await tx.roomItem.update({
      where: { id: item.id },
      data: { ...input, supplierId: link, eta: fromDateOnly(eta), editedAt: new Date(), ...(costChanged ? { costFromCatalogue: false } : {}) },
    });
    await recordActivity(tx, { studioId, projectId: item.room.projectId, record: itemRecord(saved), action: "updated", changes: fieldChanges(item, saved, ITEM_FIELDS) });
    return saved;
  });
  changes.announce(item.room.projectId, "items", item.id);
  return updated;
}
