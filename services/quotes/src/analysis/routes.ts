import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { QuoteRecords } from "../access/records";
import type { QuotesDeps } from "../config";
import { getCostBreakdown } from "./get-cost-breakdown";
import { getProfitAnalysis } from "./get-profit-analysis";
import { putCategoryBudgets } from "./put-category-budgets";

export function analysisRoutes(routes: DeclaredRoutes, records: QuoteRecords, deps: QuotesDeps): void {
  routes.get("/api/projects/:id/cost-breakdown", staff(records.project), getCostBreakdown(deps));
  routes.put("/api/projects/:id/category-budgets", staff(records.project), putCategoryBudgets(deps));
  routes.get("/api/projects/:id/profit-analysis", staff(records.project), getProfitAnalysis(deps));
}
