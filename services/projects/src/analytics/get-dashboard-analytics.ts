import { roleAllows, type DashboardAnalytics, type Endpoints } from "@atelier/contracts";
import type { PrismaClient } from "@atelier/db";
import type { RouteHandler, ServiceDeps, Staff } from "@atelier/kit";
import { cachedAnalyticsJson } from "./analytics-cache";
import { clientFigures } from "./client-figures";
import { forecastFigures } from "./forecast-figures";
import { itemFigures } from "./item-figures";
import { profitMargin } from "./margin-figures";
import { projectFigures } from "./project-figures";
import { revenueFigures } from "./revenue-figures";
import { popularStyles } from "./style-figures";

/** The Analytics tab: each part is its own aggregate query, run side by side on the pool. */
export async function dashboardAnalytics(prisma: PrismaClient, studioId: string, now: Date): Promise<DashboardAnalytics> {
  const [revenue, forecast, { projects, avgProjectDuration }, clients, styles, items, margin] = await Promise.all([
    revenueFigures(prisma, studioId, now),
    forecastFigures(prisma, studioId, now),
    projectFigures(prisma, studioId),
    clientFigures(prisma, studioId, now),
    popularStyles(prisma, studioId),
    itemFigures(prisma, studioId),
    profitMargin(prisma, studioId),
  ]);
  return {
    revenue,
    forecast,
    projects,
    clients,
    performance: { client_satisfaction: null, profit_margin: margin, avg_project_duration: avgProjectDuration },
    trends: { avg_room_cost: items.avgRoomCost, popular_styles: styles },
    ai: items.ai,
  };
}

/** The figures without the two made of what the studio pays, for a member who may not see costs. */
function withoutCosts({ performance: { profit_margin: _margin, ...performance }, trends: { avg_room_cost: _roomCost, ...trends }, ...rest }: DashboardAnalytics): DashboardAnalytics {
  return { ...rest, performance, trends };
}

/** The figures without the studio's revenue and pipeline, for a member who may not see its accounts. */
function withoutRevenue({ revenue: _revenue, forecast: _forecast, ...rest }: DashboardAnalytics): DashboardAnalytics {
  return rest;
}

/** Answered from a per-studio cache of up to a minute (see analytics-cache.ts). */
export function getDashboardAnalytics({ prisma, redis }: ServiceDeps<unknown>): RouteHandler<Endpoints["dashboardAnalytics"], Staff, undefined> {
  return async (_req, res, { caller: { studioId, role }, seesCosts }) => {
    const json = await cachedAnalyticsJson(redis, studioId, () => dashboardAnalytics(prisma, studioId, new Date()));
    const [costs, accounts] = [await seesCosts(), roleAllows(role, "accounts.read")];
    if (costs && accounts) {
      res.type("application/json").send(json);
      return;
    }
    const all = JSON.parse(json) as DashboardAnalytics;
    const withCosts = costs ? all : withoutCosts(all);
    res.json(accounts ? withCosts : withoutRevenue(withCosts));
  };
}
