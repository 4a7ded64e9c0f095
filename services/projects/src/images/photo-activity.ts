import type { Image, Prisma } from "@atelier/db";

/** A photo by where it was taken ("in Living Room"), or a concept image by its kind. */
export async function photoRecord(tx: Pick<Prisma.TransactionClient, "room">, image: Pick<Image, "id" | "roomId" | "type">) {
  const room = image.roomId ? await tx.room.findUnique({ where: { id: image.roomId }, select: { name: true } }) : null;
  const what = image.type === "photo" ? "" : "concept ";
  return { type: "photo" as const, id: image.id, label: room ? `${what}in ${room.name}` : `${what}of the project` };
}
