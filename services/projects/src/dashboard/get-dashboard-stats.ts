import { roleAllows, type DashboardStats, type Endpoints } from "@atelier/contracts";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { dashboardStats } from "./dashboard-stats";

/** The figures without the studio's revenue, for a member who may not see its accounts. */
function withoutRevenue({ totalRevenue: _total, revenueBasis: _basis, trends: { totalRevenue: _trend, ...trends }, ...rest }: DashboardStats): DashboardStats {
  return { ...rest, trends };
}

/** GET /api/dashboard/stats: the Overview's figures; Total Revenue only for one who may see the studio's accounts. */
export function getDashboardStats({ prisma }: ServiceDeps<unknown>): RouteHandler<Endpoints["dashboardStats"], Staff, undefined> {
  return async (_req, res, { caller: { studioId, role } }) => {
    const stats = await dashboardStats(prisma, studioId, new Date());
    res.json(roleAllows(role, "accounts.read") ? stats : withoutRevenue(stats));
  };
}
