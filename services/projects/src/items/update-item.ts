import type { updateItemRequestSchema } from "@atelier/contracts";
import type { RoomItem } from "@atelier/db";
import type { z } from "zod";
import type { ItemOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";
import { fromDateOnly } from "../db-values";

type ItemUpdate = z.infer<typeof updateItemRequestSchema>;

/** Changes the fields sent and keeps the rest. */
export async function updateItem({ prisma, changes }: ProjectsDeps, item: ItemOfProject, { eta, ...input }: ItemUpdate): Promise<RoomItem> {
  const updated = await prisma.roomItem.update({ where: { id: item.id }, data: { ...input, eta: fromDateOnly(eta) } });
  changes.announce(item.room.projectId, "items", item.id);
  return updated;
}
