import type { RequestHandler } from "express";
import { idParam, staffOf, type ServiceDeps } from "@atelier/kit";
import { findStudioItem } from "./find-item";

export function deleteItem({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const item = await findStudioItem(prisma, studioId, idParam(req.params.id, "Item"));
    await prisma.roomItem.delete({ where: { id: item.id } });
    res.status(204).end();
  };
}
