import type { Prisma, ProductionStatus } from "@atelier/db";
import { recordActivity, statusChange } from "@atelier/kit";
import { productionRecord } from "./production-activity";

/**
 * Inside a delivery's confirmation: the production items it carried that are not yet completed become completed,
 * each with its entry. Their rows are locked first, so an item a designer completes meanwhile is not told twice and
 * each entry's "before" is the status it really left.
 */
export async function completeDeliveredItems(tx: Prisma.TransactionClient, projectId: string, productionItemIds: readonly string[]): Promise<void> {
  if (productionItemIds.length === 0) return;
  const open = await tx.$queryRaw<Array<{ id: string; sku: string | null; name: string; status: ProductionStatus }>>`
    SELECT id, sku, name, status::text AS status FROM production_items
    WHERE id = ANY(${[...productionItemIds]}::uuid[]) AND status <> 'completed' ORDER BY id FOR UPDATE`;
  await tx.productionItem.updateMany({ where: { id: { in: open.map((item) => item.id) } }, data: { status: "completed" } });
  for (const item of open) await recordActivity(tx, { projectId, record: productionRecord(item), action: "updated", changes: [statusChange(item.status, "completed")] });
}
