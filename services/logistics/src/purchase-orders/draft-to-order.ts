import { randomUUID } from "node:crypto";
import type { Project } from "@atelier/db";
import type { LogisticsDeps } from "../logistics-deps";
import { toOrderOrder, toOrderWhere } from "./to-order-lines";
import { orderableLineInclude, writePurchaseOrders } from "./write-purchase-orders";

/**
 * Drafts orders for the project's to-order lines whose supplier the studio has now (added, linked to the item,
 * or restored since the approval), one per supplier. Answers how many it drafted; lines still without one
 * stay to order.
 */
export async function draftToOrderLines({ prisma, changes }: Pick<LogisticsDeps, "prisma" | "changes">, project: Pick<Project, "id" | "studioId">): Promise<number> {
  const drafted = await prisma.$transaction(async (tx) => {
    // One draft at a time per project, so two taps at once never order a line twice.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${project.id}))`;
    const lines = await tx.quoteLine.findMany({ where: toOrderWhere(project.id), include: orderableLineInclude, orderBy: toOrderOrder });
    const suppliers = await tx.supplier.findMany({ where: { studioId: project.studioId } });
    return writePurchaseOrders(tx, { studioId: project.studioId, projectId: project.id, sourceId: randomUUID() }, lines, suppliers);
  });
  if (drafted > 0) changes.announce(project.id, "purchase-orders");
  return drafted;
}
