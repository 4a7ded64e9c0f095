import { endpoints, type SetCategoryBudgetsRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

/** Sets the budgets sent; a null amount gives the category back its share of the project budget. */
export const setCategoryBudgets = (projectId: string, request: SetCategoryBudgetsRequest) =>
  callEndpoint(endpoints.setCategoryBudgets, { params: { projectId }, body: request });
