import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { BudgetVsActual } from "./budget-vs-actual";
import { CostBreakdownList } from "./cost-breakdown-list";
import { CostOverview } from "./cost-overview";
import { ProfitAnalysisView } from "./profit-analysis-view";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "breakdown", label: "Breakdown" },
  { value: "budget", label: "Budget vs Actual" },
  { value: "profit", label: "Profit Analysis" },
] as const;

/** Cost Analysis & Quotes (spec section 2): the project's costs by category, its budget and its margins. */
export function CostAnalysisPanel({ projectId }: { projectId: string }) {
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId} className="min-w-0">
      <CardHeader>
        <CardTitle id={titleId}>Cost Analysis & Quotes</CardTitle>
        <CardDescription>Costs by category against the budget, and the margin the quotes carry.</CardDescription>
      </CardHeader>
      <CardContent>
        <Tabs defaultValue="overview">
          <TabsList aria-label="Cost analysis views" className="w-max">
            {TABS.map(({ value, label }) => (
              <TabsTrigger key={value} value={value}>
                {label}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="overview">
            <CostOverview projectId={projectId} />
          </TabsContent>
          <TabsContent value="breakdown">
            <CostBreakdownList projectId={projectId} />
          </TabsContent>
          <TabsContent value="budget">
            <BudgetVsActual projectId={projectId} />
          </TabsContent>
          <TabsContent value="profit">
            <ProfitAnalysisView projectId={projectId} />
          </TabsContent>
        </Tabs>
      </CardContent>
    </Card>
  );
}
