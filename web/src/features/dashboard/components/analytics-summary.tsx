import type { DashboardAnalytics } from "@atelier/contracts";
import { Bot, HeartHandshake, Percent, TrendingUp } from "lucide-react";
import { StatCard } from "@/components/stat-card";
import { percentText, projectedRevenueText, projectionBasisText, satisfactionText } from "@/features/dashboard/lib/analytics";

export function AnalyticsSummary({ analytics }: { analytics: DashboardAnalytics }) {
  const { forecast, performance, ai } = analytics;
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      {/* Left out of the answer for a member who may not see the studio's accounts. */}
      {forecast && <StatCard label="Predictive Revenue" value={projectedRevenueText(forecast)} icon={TrendingUp} detail={projectionBasisText(forecast)} />}
      <StatCard
        label="Client Satisfaction"
        value={satisfactionText(performance.client_satisfaction)}
        icon={HeartHandshake}
        detail={performance.client_satisfaction === null ? "No client ratings collected yet" : "Out of 10"}
      />
      {/* Left out of the answer for a member who may not see costs. */}
      {performance.profit_margin !== undefined && <StatCard label="Profit Margin" value={percentText(performance.profit_margin)} icon={Percent} detail="Industry avg: 25%" />}
      <StatCard
        label="AI Efficiency"
        value={percentText(ai.efficiency)}
        icon={Bot}
        detail={ai.efficiency === null ? "No voice-extracted items yet" : `Of ${ai.extractedItems} voice-extracted items, kept as extracted`}
      />
    </div>
  );
}
