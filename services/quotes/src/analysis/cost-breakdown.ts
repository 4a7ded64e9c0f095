import { COST_CATEGORIES, ORDERED_PURCHASE_ORDER_STATUSES, type CategoryCost, type CostBreakdown } from "@atelier/contracts";
import type { ItemCategory, PrismaClient, Project, RoomItem } from "@atelier/db";
import { costOfLines, moneyDifference, splitInProportion, sumMoney, toMoneyString, type MoneyLike } from "@atelier/money";

type CostCategory = (typeof COST_CATEGORIES)[number];
type CostLine = { category: ItemCategory | null; quantity: MoneyLike; unitCost: MoneyLike };

/** What an item costs, for the whole line: the supplier's quote once there is one, else the estimate. */
const costOf = (item: RoomItem) => item.supplierQuote ?? item.costEstimate;

/** Lines at cost by category ("other" for lines without one, labour and delivery included). */
function costsByCategory(lines: CostLine[]): Map<CostCategory, string> {
  const linesOf = new Map<CostCategory, CostLine[]>();
  for (const line of lines) linesOf.set(line.category ?? "other", [...(linesOf.get(line.category ?? "other") ?? []), line]);
  return new Map([...linesOf].map(([category, categoryLines]) => [category, costOfLines(categoryLines)]));
}

/**
 * The project's costs per category (read-only: projects owns the items, logistics the orders): what the design is
 * expected to cost (its room items, cancelled ones left out), what the client has agreed to (approved quotes, at
 * cost) and what has been ordered (purchase orders sent to suppliers), against the category's budget. A budget the
 * designer set is kept as set; the project's budget left over is split among the other categories in proportion to
 * their estimated cost.
 */
export async function costBreakdown(prisma: PrismaClient, project: Pick<Project, "id" | "budgetEstimate">): Promise<CostBreakdown> {
  const [items, budgets, approvedLines, orderedLines] = await Promise.all([
    prisma.roomItem.findMany({
      where: { room: { projectId: project.id }, OR: [{ status: null }, { status: { not: "cancelled" } }] },
      orderBy: [{ room: { createdAt: "asc" } }, { createdAt: "asc" }, { id: "asc" }],
    }),
    prisma.categoryBudget.findMany({ where: { projectId: project.id } }),
    prisma.quoteLine.findMany({ where: { quote: { projectId: project.id, status: "approved" } }, select: { category: true, quantity: true, unitCost: true } }),
    prisma.purchaseOrderLine.findMany({
      where: { purchaseOrder: { projectId: project.id, status: { in: [...ORDERED_PURCHASE_ORDER_STATUSES] } } },
      select: { quantity: true, unitCost: true, quoteLine: { select: { category: true } }, roomItem: { select: { category: true } } },
    }),
  ]);
  const itemsOf = new Map<CostCategory, RoomItem[]>();
  for (const item of items) {
    const category = item.category ?? "other";
    itemsOf.set(category, [...(itemsOf.get(category) ?? []), item]);
  }
  const committed = costsByCategory(approvedLines);
  const ordered = costsByCategory(orderedLines.map((line) => ({ ...line, category: line.quoteLine?.category ?? line.roomItem?.category ?? null })));
  const setBudgets = new Map<CostCategory, string>(budgets.map((budget) => [budget.category, toMoneyString(budget.amount)]));
  const categories = COST_CATEGORIES.filter((category) => itemsOf.has(category) || setBudgets.has(category) || committed.has(category) || ordered.has(category));

  const unset = categories.filter((category) => !setBudgets.has(category));
  const leftOver = moneyDifference(project.budgetEstimate ?? 0, sumMoney(setBudgets.values()));
  const shares = splitInProportion(
    leftOver.startsWith("-") ? 0 : leftOver,
    unset.map((category) => sumMoney((itemsOf.get(category) ?? []).map((item) => item.costEstimate))),
  );
  const proportional = new Map(unset.map((category, index) => [category, shares[index]!]));

  return categories.map((category): CategoryCost => {
    const categoryItems = itemsOf.get(category) ?? [];
    const budgetAllocated = setBudgets.get(category) ?? proportional.get(category)!;
    const estimatedCost = sumMoney(categoryItems.map(costOf));
    return {
      category,
      budgetAllocated,
      budgetSet: setBudgets.has(category),
      estimatedCost,
      committedCost: committed.get(category) ?? "0.00",
      actualCost: ordered.get(category) ?? "0.00",
      variance: moneyDifference(budgetAllocated, estimatedCost),
      items: categoryItems.map((item) => ({ name: item.name, quantity: item.quantity.toNumber(), supplier: item.supplier, totalCost: toMoneyString(costOf(item)) })),
    };
  });
}
