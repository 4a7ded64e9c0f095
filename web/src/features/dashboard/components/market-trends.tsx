import type { DashboardAnalytics } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { StatCard } from "@/components/stat-card";
import { NO_DATA } from "@/features/dashboard/lib/analytics";
import { humanize } from "@/lib/labels";

export function MarketTrends({ trends }: { trends: DashboardAnalytics["trends"] }) {
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      {/* Left out of the answer for a member who may not see costs. */}
      {trends.avg_room_cost !== undefined && (
        <StatCard
          label="Average Room Cost"
          value={trends.avg_room_cost === null ? NO_DATA : formatRand(trends.avg_room_cost)}
          detail="Sum of item estimates per furnished room"
        />
      )}
      <Card>
        <CardHeader>
          <CardTitle className="text-lg">Popular Styles</CardTitle>
        </CardHeader>
        <CardContent>
          {trends.popular_styles.length === 0 ? (
            <p className="text-sm text-muted-foreground">{NO_DATA}</p>
          ) : (
            <ol className="grid list-inside list-decimal gap-2 text-sm">
              {trends.popular_styles.map((style) => (
                <li key={style}>{humanize(style)}</li>
              ))}
            </ol>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
