import { COST_CATEGORIES, type CategoryCost, type CostBreakdown } from "@atelier/contracts";
import type { PrismaClient, Project, RoomItem } from "@atelier/db";
import { moneyDifference, splitInProportion, sumMoney, toMoneyString } from "@atelier/money";

type CostCategory = (typeof COST_CATEGORIES)[number];

/** What an item costs, for the whole line: the supplier's quote once there is one, else the estimate. */
const costOf = (item: RoomItem) => item.supplierQuote ?? item.costEstimate;

/**
 * The project's costs per category, from its room items (cancelled ones left out; read-only, the
 * projects service owns them): what each costs, against the category's budget. A budget the designer
 * set is kept as set; the project's budget left over is split among the other categories in
 * proportion to their estimated cost.
 */
export async function costBreakdown(prisma: PrismaClient, project: Pick<Project, "id" | "budgetEstimate">): Promise<CostBreakdown> {
  const [items, budgets] = await Promise.all([
    prisma.roomItem.findMany({
      where: { room: { projectId: project.id }, OR: [{ status: null }, { status: { not: "cancelled" } }] },
      orderBy: [{ room: { createdAt: "asc" } }, { createdAt: "asc" }, { id: "asc" }],
    }),
    prisma.categoryBudget.findMany({ where: { projectId: project.id } }),
  ]);
  const itemsOf = new Map<CostCategory, RoomItem[]>();
  for (const item of items) {
    const category = item.category ?? "other";
    itemsOf.set(category, [...(itemsOf.get(category) ?? []), item]);
  }
  const setBudgets = new Map<CostCategory, string>(budgets.map((budget) => [budget.category, toMoneyString(budget.amount)]));
  const categories = COST_CATEGORIES.filter((category) => itemsOf.has(category) || setBudgets.has(category));

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
    const actualCost = sumMoney(categoryItems.map(costOf));
    return {
      category,
      budgetAllocated,
      budgetSet: setBudgets.has(category),
      actualCost,
      variance: moneyDifference(budgetAllocated, actualCost),
      items: categoryItems.map((item) => ({ name: item.name, quantity: item.quantity.toNumber(), supplier: item.supplier, totalCost: toMoneyString(costOf(item)) })),
    };
  });
}
