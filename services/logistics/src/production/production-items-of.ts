import type { PrismaClient } from "@atelier/db";
import type { ProductionItemWithTrail } from "./production-response";

/** The project's production items in the order they were approved, each with what is known of its way to the client. */
export async function productionItemsOf(prisma: PrismaClient, projectId: string, only?: { id: string }): Promise<ProductionItemWithTrail[]> {
  const [items, installations] = await Promise.all([
    prisma.productionItem.findMany({
      where: { projectId, ...(only ? { id: only.id } : {}) },
      orderBy: [{ createdAt: "asc" }, { sku: "asc" }],
      include: {
        quoteLine: {
          select: {
            roomItemId: true,
            roomName: true,
            quote: { select: { approvedAt: true } },
            purchaseOrderLines: { select: { purchaseOrder: { select: { status: true, sentAt: true } } } },
          },
        },
        deliveryItems: { select: { delivery: { select: { status: true, scheduledDate: true, deliveredDate: true } } } },
      },
    }),
    prisma.installation.findMany({ where: { projectId, status: "completed" }, select: { scheduledDate: true } }),
  ]);
  return items.map(({ quoteLine, deliveryItems, ...item }) => ({
    item,
    roomItemId: quoteLine?.roomItemId ?? null,
    roomName: quoteLine?.roomName ?? null,
    trail: {
      approvedAt: quoteLine?.quote.approvedAt ?? null,
      productionStarted: item.status !== "pending",
      purchaseOrders: quoteLine?.purchaseOrderLines.map((line) => line.purchaseOrder) ?? [],
      deliveries: deliveryItems.map((line) => line.delivery),
      installationsDone: installations.map((installation) => installation.scheduledDate),
    },
  }));
}
