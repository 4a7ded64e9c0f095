import { PRODUCTION_STATUSES, type ProductionItem, type ProductionStatus } from "@atelier/contracts";

export interface StageCounts {
  /** Items in each status, every status present (zero when none). */
  byStatus: Record<ProductionStatus, number>;
  overdue: number;
  total: number;
}

/** How many of the project's items are at each production stage, and how many are overdue. */
export function stageCounts(items: readonly Pick<ProductionItem, "status" | "overdue">[]): StageCounts {
  const byStatus = Object.fromEntries(PRODUCTION_STATUSES.map((status) => [status, 0])) as Record<ProductionStatus, number>;
  for (const item of items) byStatus[item.status] += 1;
  return { byStatus, overdue: items.filter((item) => item.overdue).length, total: items.length };
}
