import { recordActivity } from "@atelier/kit";
import type { ItemOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";
import { itemRecord } from "./item-activity";

/** Removes the item from its room. */
export async function deleteItem({ prisma, changes }: ProjectsDeps, studioId: string, item: ItemOfProject): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await tx.roomItem.delete({ where: { id: item.id } });
    await recordActivity(tx, { studioId, projectId: item.room.projectId, record: itemRecord(item), action: "deleted" });
  });
  changes.announce(item.room.projectId, "items", item.id);
}
