import type { createItemRequestSchema } from "@atelier/contracts";
import { fromDateOnly, type Room, type RoomItem } from "@atelier/db";
import type { z } from "zod";
import type { ProjectsDeps } from "../config";
import { supplierLinkOf } from "./item-supplier";

type NewItem = z.infer<typeof createItemRequestSchema>;

/** An item the designer adds to the room by hand, linked to the studio's supplier chosen or named. */
export async function createItem({ prisma, changes }: ProjectsDeps, room: Pick<Room, "id" | "projectId">, studioId: string, { eta, supplierId, ...input }: NewItem): Promise<RoomItem> {
  const link = await supplierLinkOf(prisma, studioId, { supplierId, supplier: input.supplier });
  const item = await prisma.roomItem.create({ data: { ...input, supplierId: link, eta: fromDateOnly(eta), roomId: room.id, source: "manual" } });
  changes.announce(room.projectId, "items", item.id);
  return item;
}
