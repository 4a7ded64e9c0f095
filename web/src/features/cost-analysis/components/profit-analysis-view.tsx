import type { ProfitAnalysis } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { TrendingUp } from "lucide-react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { StatCard } from "@/components/stat-card";
import { useProfitAnalysis } from "@/features/cost-analysis/queries/use-cost-analysis";
import { formatPercent } from "@/features/cost-analysis/lib/percent";

/** Margins, costs and markup of the quote the analysis is based on, against the industry's 25%, and what is invoiced and paid so far. */
export function ProfitAnalysisView({ projectId }: { projectId: string }) {
  const profit = useProfitAnalysis(projectId);
  return (
    <QueryView query={profit} what="the profit analysis" loading={<CardListSkeleton count={1} label="Loading profit analysis" />}>
      {(analysis) => (
        <div className="grid gap-6">
          {analysis.basis === null ? (
            <EmptyState icon={TrendingUp} title="No quote yet" description="Generate a quote to see its margins, costs and markup." className="py-8" />
          ) : (
            <ProfitFigures analysis={analysis} basis={analysis.basis} />
          )}
          {analysis.invoiced && <InvoicedToDate invoiced={analysis.invoiced} />}
        </div>
      )}
    </QueryView>
  );
}

const percentOrTbd = (value: number | null) => (value === null ? "TBD" : formatPercent(value));
const randOrTbd = (value: string | null) => (value === null ? "TBD" : formatRand(value));

function ProfitFigures({ analysis, basis }: { analysis: ProfitAnalysis; basis: NonNullable<ProfitAnalysis["basis"]> }) {
  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Based on {basis.number} version {basis.version}
        {basis.reason === "approved" ? ", the latest approved quote." : `, the latest quote (${basis.status}); no quote is approved yet.`}
      </p>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label="Gross Margin" value={percentOrTbd(analysis.grossMargin)} detail="Industry avg: 25%" />
        <StatCard label="Net Margin" value={percentOrTbd(analysis.netMargin)} detail={`After ${analysis.overheadPercent}% overhead`} />
        <StatCard label="Markup" value={percentOrTbd(analysis.markup)} detail="On cost, across the quote" />
        <StatCard label="Material Costs" value={randOrTbd(analysis.materialCosts)} />
        <StatCard label="Labour Costs" value={randOrTbd(analysis.laborCosts)} />
        <StatCard label="Delivery Costs" value={randOrTbd(analysis.deliveryCosts)} />
      </div>
      <p className="text-sm">
        Revenue {randOrTbd(analysis.revenue)} before VAT, gross profit {randOrTbd(analysis.grossProfit)}.
      </p>
    </div>
  );
}

/** The project's issued invoices so far: revenue before VAT, the profit on it, and what the client paid. */
function InvoicedToDate({ invoiced }: { invoiced: NonNullable<ProfitAnalysis["invoiced"]> }) {
  return (
    <section aria-label="Invoiced to date" className="grid gap-4">
      <h3 className="text-base font-medium">Invoiced to Date</h3>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <StatCard label="Invoiced" value={formatRand(invoiced.revenue)} detail={`Before VAT, less credit notes; design fees ${formatRand(invoiced.designFees)}`} />
        <StatCard label="Gross Profit to Date" value={formatRand(invoiced.grossProfit)} detail={`${percentOrTbd(invoiced.grossMargin)} after ${formatRand(invoiced.costOfSales)} of costs`} />
        <StatCard label="Received" value={formatRand(invoiced.received)} detail={`${formatRand(invoiced.outstanding)} still owed, with VAT`} />
      </div>
    </section>
  );
}
