import type { ItemOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";

/** Removes the item from its room. */
export async function deleteItem({ prisma, changes }: ProjectsDeps, item: ItemOfProject): Promise<void> {
  await prisma.roomItem.delete({ where: { id: item.id } });
  changes.announce(item.room.projectId, "items", item.id);
}
