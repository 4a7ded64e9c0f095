import type { Project as ProjectResponse } from "@atelier/contracts";
import type { Prisma } from "@atelier/db";
import { toMoney } from "../db-values";
import { toProjectResponse } from "./project-response";

/** A revised quote is one quote: its superseded versions are history, not more quotes. */
const currentQuotes = { status: { not: "superseded" } } satisfies Prisma.QuoteWhereInput;

/** What the Overview shows beyond the project's own fields, read in the same query. */
export const overviewInclude = {
  _count: { select: { rooms: true, images: true, quotes: { where: currentQuotes } } },
  quotes: { where: currentQuotes, orderBy: { createdAt: "desc" }, take: 1, select: { total: true } },
} satisfies Prisma.ProjectInclude;

export type ProjectWithOverview = Prisma.ProjectGetPayload<{ include: typeof overviewInclude }>;

/** The project with the Overview counters and the latest quote's total. */
export function toProjectOverview(found: ProjectWithOverview): ProjectResponse {
  const { _count: counts, quotes: [latestQuote], ...project } = found;
  return toProjectResponse(project, counts, latestQuote ? toMoney(latestQuote.total) : null);
}
