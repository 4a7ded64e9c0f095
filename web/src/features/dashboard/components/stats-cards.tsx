import type { DashboardStats } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Banknote, ClipboardCheck, FolderKanban } from "lucide-react";
import { QueryView } from "@/components/query-view";
import { StatCard } from "@/components/stat-card";
import { Card } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useDashboardStats } from "@/features/dashboard/queries/use-dashboard";
import { trendText } from "@/features/dashboard/lib/trend";

const cardGrid = "grid gap-4 sm:grid-cols-3 lg:grid-cols-1";

export function StatsCards() {
  const stats = useDashboardStats();
  return (
    <QueryView query={stats} what="statistics" loading={<StatsSkeleton />}>
      {(data) => <StatsGrid stats={data} />}
    </QueryView>
  );
}

function StatsGrid({ stats }: { stats: DashboardStats }) {
  return (
    <div className={cardGrid}>
      <StatCard
        label="Active Projects"
        value={stats.activeProjects}
        icon={FolderKanban}
        detail={trendText(stats.trends.activeProjects.percentChange)}
      />
      {/* Left out of the answer for a member who may not see the studio's accounts. */}
      {stats.totalRevenue !== undefined && (
        <StatCard
          label="Total Revenue"
          value={formatRand(stats.totalRevenue)}
          icon={Banknote}
          detail={
            <>
              <span className="block">{stats.revenueBasis === "invoices" ? "Invoiced, excl. VAT" : "Approved quotes, excl. VAT"}</span>
              <span className="block">{trendText(stats.trends.totalRevenue?.percentChange ?? null)}</span>
            </>
          }
        />
      )}
      <StatCard
        label="Pending Approvals"
        value={stats.pendingApprovals}
        icon={ClipboardCheck}
        detail={
          <>
            <span className="block">Requires attention</span>
            <span className="block">{trendText(stats.trends.pendingApprovals.percentChange)}</span>
          </>
        }
      />
    </div>
  );
}

function StatsSkeleton() {
  return (
    <div role="status" aria-label="Loading statistics" className={cardGrid}>
      {Array.from({ length: 3 }, (_, index) => (
        <Card key={index} className="grid gap-3 p-5">
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-8 w-2/3" />
          <Skeleton className="h-3 w-3/4" />
        </Card>
      ))}
    </div>
  );
}
