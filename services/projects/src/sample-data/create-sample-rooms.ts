import { randomUUID } from "node:crypto";
import type { SampleDataResponse } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { lineTotal } from "@atelier/money";
import { sampleSupplierName, type SampleSupplierIds } from "./create-sample-suppliers";
import { SAMPLE_HOME } from "./sample-home";

/**
 * The sample home's rooms and items, in two statements. Ids are made here so items can name their room
 * without a round trip per room; creation times step by a millisecond so the room and item lists (ordered by
 * creation) show them in the home's order rather than in whatever order equal timestamps come back. Each item
 * is linked to its sample supplier.
 */
export async function createSampleRooms(tx: Prisma.TransactionClient, projectId: string, supplierIds: SampleSupplierIds, now = new Date()): Promise<SampleDataResponse["rooms"]> {
  let tick = 0;
  const at = () => new Date(now.getTime() + tick++);
  const rooms = SAMPLE_HOME.map(({ items, ...room }) => ({ ...room, id: randomUUID(), projectId, sample: true, createdAt: at(), items }));
  await tx.room.createMany({ data: rooms.map(({ items, ...room }) => ({ ...room, updatedAt: room.createdAt })) });
  await tx.roomItem.createMany({
    data: rooms.flatMap((room) =>
      room.items.map(({ unitCost, supplier, ...item }) => {
        const createdAt = at();
        const costEstimate = lineTotal(item.quantity, unitCost);
        const linked = { supplier: sampleSupplierName(supplier), supplierId: supplierIds.get(supplier)! };
        return { ...item, ...linked, costEstimate, roomId: room.id, source: "sample" as const, createdAt, updatedAt: createdAt };
      }),
    ),
  });
  return rooms.map(({ id, name, items }) => ({ id, name, itemCount: items.length }));
}
