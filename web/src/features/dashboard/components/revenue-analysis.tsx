import type { DashboardAnalytics } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { format, parse } from "date-fns";
import { Bar, BarChart, CartesianGrid, Tooltip, XAxis, YAxis } from "recharts";
import { StatCard } from "@/components/stat-card";
import { NO_DATA } from "@/features/dashboard/lib/analytics";
import { signedPercent } from "@/features/dashboard/lib/trend";
import { ChartFigure } from "./chart-figure";

const compactRand = new Intl.NumberFormat("en-ZA", { notation: "compact", maximumFractionDigits: 1 });

/** "2026-05" → "May 2026" */
function monthLabel(month: string): string {
  return format(parse(month, "yyyy-MM", new Date()), "MMM yyyy");
}

export function RevenueAnalysis({ revenue }: { revenue: NonNullable<DashboardAnalytics["revenue"]> }) {
  const byMonth = revenue.byMonth.map(({ month, revenue: amount }) => ({ month: monthLabel(month), amount: Number(amount) }));
  const hasRevenue = byMonth.some(({ amount }) => amount > 0);
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard label="This Month" value={formatRand(revenue.monthly)} />
        <StatCard label="This Quarter" value={formatRand(revenue.quarterly)} />
        <StatCard label="This Year" value={formatRand(revenue.yearly)} />
        <StatCard
          label="Growth"
          value={revenue.growth === null ? NO_DATA : signedPercent(revenue.growth)}
          detail="This year so far against the same stretch of last year"
        />
      </div>
      {hasRevenue ? (
        <ChartFigure
          title="Revenue by month (approved quotes, excl. VAT)"
          rows={revenue.byMonth.map(({ month, revenue: amount }) => [monthLabel(month), formatRand(amount)] as const)}
        >
          <BarChart responsive data={byMonth} style={{ width: "100%", height: 300 }} margin={{ left: 8, right: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--color-border)" />
            <XAxis dataKey="month" tickFormatter={(label: string) => label.slice(0, 3)} tickLine={false} fontSize={12} />
            <YAxis tickFormatter={(amount: number) => `R ${compactRand.format(amount)}`} tickLine={false} fontSize={12} width={72} />
            <Tooltip formatter={(amount) => formatRand(Number(amount))} cursor={{ fill: "var(--color-muted)" }} />
            <Bar dataKey="amount" name="Revenue" fill="var(--color-accent)" radius={[4, 4, 0, 0]} />
          </BarChart>
        </ChartFigure>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-sm text-muted-foreground">
          {NO_DATA}: revenue by month appears once clients approve quotes.
        </p>
      )}
    </div>
  );
}
