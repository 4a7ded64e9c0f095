import type { createItemRequestSchema } from "@atelier/contracts";
import type { Room, RoomItem } from "@atelier/db";
import type { z } from "zod";
import type { ProjectsDeps } from "../config";
import { fromDateOnly } from "../db-values";

type NewItem = z.infer<typeof createItemRequestSchema>;

/** An item the designer adds to the room by hand. */
export async function createItem({ prisma, changes }: ProjectsDeps, room: Pick<Room, "id" | "projectId">, { eta, ...input }: NewItem): Promise<RoomItem> {
  const item = await prisma.roomItem.create({ data: { ...input, eta: fromDateOnly(eta), roomId: room.id, source: "manual" } });
  changes.announce(room.projectId, "items", item.id);
  return item;
}
