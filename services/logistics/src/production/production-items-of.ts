import type { PrismaClient } from "@atelier/db";
import type { ProductionItemWithTrail } from "./production-response";

/** The project's production items in the order they were approved, each with its approval and its room item's progress. */
export async function productionItemsOf(prisma: PrismaClient, projectId: string, only?: { id: string }): Promise<ProductionItemWithTrail[]> {
  const items = await prisma.productionItem.findMany({
    where: { projectId, ...(only ? { id: only.id } : {}) },
    orderBy: [{ createdAt: "asc" }, { sku: "asc" }],
    include: {
      quoteLine: {
        select: {
          roomItemId: true,
          roomName: true,
          quote: { select: { approvedAt: true } },
          roomItem: { select: { status: true, orderedAt: true, inTransitAt: true, deliveredAt: true, installedAt: true } },
        },
      },
    },
  });
  return items.map(({ quoteLine, ...item }) => ({
    item,
    roomItemId: quoteLine?.roomItemId ?? null,
    roomName: quoteLine?.roomName ?? null,
    trail: { approvedAt: quoteLine?.quote.approvedAt ?? null, roomItem: quoteLine?.roomItem ?? null },
  }));
}
