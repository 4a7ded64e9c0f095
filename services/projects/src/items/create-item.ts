import { fieldsSet, recordActivity } from "@atelier/kit";
import type { createItemRequestSchema } from "@atelier/contracts";
import { fromDateOnly, type Room, type RoomItem } from "@atelier/db";
import type { z } from "zod";
import type { ProjectsDeps } from "../config";
import { supplierLinkOf } from "./item-supplier";
import { ITEM_FIELDS, itemRecord } from "./item-activity";

type NewItem = z.infer<typeof createItemRequestSchema>;

/** An item the designer adds to the room by hand, linked to the studio's supplier chosen or named. */
export async function createItem({ prisma, changes }: ProjectsDeps, room: Pick<Room, "id" | "projectId">, studioId: string, { eta, supplierId, ...input }: NewItem): Promise<RoomItem> {
  const link = await supplierLinkOf(prisma, studioId, { supplierId, supplier: input.supplier });
  const item = await prisma.$transaction(async (tx) => {
    const created = await tx.roomItem.create({ data: { ...input, supplierId: link, eta: fromDateOnly(eta), roomId: room.id, source: "manual" } });
    await recordActivity(tx, { studioId, projectId: room.projectId, record: itemRecord(created), action: "created", changes: fieldsSet(created, ITEM_FIELDS) });
    return created;
  });
  changes.announce(room.projectId, "items", item.id);
  return item;
}
