import type { AccessHandler, Staff } from "@atelier/kit";
import type { ItemOfProject } from "../access/records";
import type { ProjectsDeps } from "../config";

export function deleteItem({ prisma, changes }: ProjectsDeps): AccessHandler<Staff, ItemOfProject> {
  return async (_req, res, { record: item }) => {
    await prisma.roomItem.delete({ where: { id: item.id } });
    changes.announce(item.room.projectId, "items", item.id);
    res.status(204).end();
  };
}
