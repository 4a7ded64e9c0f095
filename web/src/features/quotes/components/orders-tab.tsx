import { TabHeader } from "@/components/tab-header";
import { CostAnalysisPanel } from "@/features/cost-analysis/components/cost-analysis-panel";
import { PurchaseOrdersCard } from "@/features/purchase-orders/components/purchase-orders-card";
import { useCan } from "@/hooks/use-can";
import { QuotesCard } from "./quotes-card";

/**
 * The Orders tab: the project's quotes, the purchase orders their approval drafted, then the costs and margins behind
 * them; a role that may not see what the studio pays (a viewer) sees the quotes alone.
 */
export function OrdersTab({ projectId }: { projectId: string }) {
  const canSeeCosts = useCan("costs.read");
  return (
    <div className="grid grid-cols-1 gap-6">
      <TabHeader title="Orders" description="Quotes for the client, orders to suppliers, and what the project costs against its budget." />
      <QuotesCard projectId={projectId} />
      {canSeeCosts && <PurchaseOrdersCard projectId={projectId} />}
      {canSeeCosts && <CostAnalysisPanel projectId={projectId} />}
    </div>
  );
}
