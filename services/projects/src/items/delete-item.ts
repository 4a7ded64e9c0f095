import type { RoomItem } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";

export function deleteItem({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, RoomItem> {
  return async (_req, res, { record: item }) => {
    await prisma.roomItem.delete({ where: { id: item.id } });
    res.status(204).end();
  };
}
