import { isProjectArchived, type Prisma, type PrismaClient } from "@atelier/db";
import type { StudioRecord } from "@atelier/kit";

/** What a delivery's answer and its note show: its items in order, and the project's title. */
export const deliveryDetails = {
  items: { orderBy: { sortOrder: "asc" } },
  project: { select: { title: true, address: true, clientName: true, code: true } },
} satisfies Prisma.DeliveryInclude;

export type DeliveryWithDetails = Prisma.DeliveryGetPayload<{ include: typeof deliveryDetails }>;

/** A delivery, found only within the caller's studio; another studio's is as missing as none. */
export function deliveryRecord(prisma: PrismaClient): StudioRecord<DeliveryWithDetails> {
  return {
    name: "Delivery",
    ofStudio: (id, { studioId }) => prisma.delivery.findFirst({ where: { id, studioId }, include: deliveryDetails }),
    inArchivedProject: (delivery) => isProjectArchived(prisma, delivery.projectId),
  };
}
