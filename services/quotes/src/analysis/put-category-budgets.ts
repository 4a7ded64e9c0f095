import type { Endpoints } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import type { RouteHandler, Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";
import { setCategoryBudgets } from "./category-budgets";
import { costBreakdown } from "./cost-breakdown";

/** PUT /api/projects/:id/category-budgets: answers the cost breakdown with the budgets as now set. */
export function putCategoryBudgets({ prisma, changes }: QuotesDeps): RouteHandler<Endpoints["setCategoryBudgets"], Staff, Project> {
  return async (_req, res, { record: project, body: { budgets } }) => {
    await setCategoryBudgets(prisma, project, budgets);
    changes.announce(project.id, "quotes");
    res.json(await costBreakdown(prisma, project));
  };
}
