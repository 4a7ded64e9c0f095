import type { setCategoryBudgetsRequestSchema } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import type { z } from "zod";

type BudgetChanges = z.infer<typeof setCategoryBudgetsRequestSchema>["budgets"];

/** Sets the budgets sent for a project's categories; a null amount removes one, so the category gets its proportional share again. */
export async function setCategoryBudgets(prisma: PrismaClient, projectId: string, budgets: BudgetChanges): Promise<void> {
  await prisma.$transaction(
    budgets.map(({ category, amount }) =>
      amount === null
        ? prisma.categoryBudget.deleteMany({ where: { projectId, category } })
        : prisma.categoryBudget.upsert({ where: { projectId_category: { projectId, category } }, create: { projectId, category, amount }, update: { amount } }),
    ),
  );
}
