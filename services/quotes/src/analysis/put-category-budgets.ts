import { setCategoryBudgetsRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { setCategoryBudgets } from "./category-budgets";
import { costBreakdown } from "./cost-breakdown";

/** PUT /api/projects/:id/category-budgets: answers the cost breakdown with the budgets as now set. */
export function putCategoryBudgets({ prisma, changes }: QuotesDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const { budgets } = parseInput(setCategoryBudgetsRequestSchema, req.body);
    await setCategoryBudgets(prisma, project.id, budgets);
    changes.announce(project.id, "quotes");
    res.json(await costBreakdown(prisma, project));
  };
}
