import type { PrismaClient, Project } from "@atelier/db";
import { recordActivity } from "@atelier/kit";
import { budgetChanges, budgetRecord, type BudgetChanges } from "./budget-activity";

/**
 * Sets the budgets sent for a project's categories; a null amount removes one, so the category gets its proportional
 * share again. Its activity names each category whose budget changed.
 */
export async function setCategoryBudgets(prisma: PrismaClient, project: Pick<Project, "id" | "studioId">, budgets: BudgetChanges): Promise<void> {
  await prisma.$transaction(async (tx) => {
    // Two saves at once take turns, so each entry's "before" is what the other left.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtextextended(${`budgets-of-project:${project.id}`}, 0))`;
    const before = await tx.categoryBudget.findMany({ where: { projectId: project.id }, select: { category: true, amount: true } });
    for (const { category, amount } of budgets) {
      if (amount === null) await tx.categoryBudget.deleteMany({ where: { projectId: project.id, category } });
      else await tx.categoryBudget.upsert({ where: { projectId_category: { projectId: project.id, category } }, create: { projectId: project.id, category, amount }, update: { amount } });
    }
    await recordActivity(tx, { studioId: project.studioId, projectId: project.id, record: budgetRecord(project.id), action: "updated", changes: budgetChanges(before, budgets) });
  });
}
