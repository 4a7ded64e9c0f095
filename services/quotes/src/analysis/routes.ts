import { endpoints } from "@atelier/contracts";
import { staff, type DeclaredRoutes } from "@atelier/kit";
import type { QuoteRecords } from "../access/records";
import type { QuotesDeps } from "../config";
import { getCostBreakdown } from "./get-cost-breakdown";
import { getProfitAnalysis } from "./get-profit-analysis";
import { putCategoryBudgets } from "./put-category-budgets";

export function analysisRoutes(routes: DeclaredRoutes, records: QuoteRecords, deps: QuotesDeps): void {
  routes.serve(endpoints.costBreakdown, staff(records.project), getCostBreakdown(deps));
  routes.serve(endpoints.setCategoryBudgets, staff(records.project), putCategoryBudgets(deps));
  routes.serve(endpoints.profitAnalysis, staff(records.project), getProfitAnalysis(deps));
}
