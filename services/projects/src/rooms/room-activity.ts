import type { Room } from "@atelier/db";
import type { FieldShown } from "@atelier/kit";

/** The room's fields whose changes its activity shows. */
export const ROOM_FIELDS: Partial<Record<keyof Room, FieldShown>> = { name: "Name", description: "Description", dimensions: "Dimensions", floorArea: "Floor area (m²)" };

export const roomRecord = (room: Pick<Room, "id" | "name">) => ({ type: "room" as const, id: room.id, label: room.name });
