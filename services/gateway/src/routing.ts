import { pathSegments, routePattern, routeTable, type Route, type ServiceName } from "@atelier/contracts";
import type { GatewayConfig } from "./config";

interface RoutePattern {
  route: Route;
  pattern: RegExp;
  literals: number;
}

/** A route of the table as a pattern, with how many of its segments are written out (the more, the more specific). */
function patternOf(route: Route): RoutePattern {
  const literals = pathSegments(route.path).filter(({ kind, text }) => kind === "literal" && text !== "").length;
  return { route, pattern: routePattern(route.path), literals };
}

/**
 * The table's routes a browser may reach (a service's internal routes are not), the most specific first, so that
 * POST /api/notifications/send finds the quotes service before /api/notifications/:notificationId the projects one.
 */
const PUBLIC_ROUTES = Object.values(routeTable)
  .filter((route) => route.access !== "internal")
  .map(patternOf)
  .sort((a, b) => b.literals - a.literals);

/**
 * The table's route a request is for: the one of its method, or else one of its path, whose service then answers
 * that it has no such method. Null for a path no service serves.
 */
export function routeOf(method: string, path: string): Route | null {
  // The proxy collapses "//" on the way, so the service would check the signature against another path.
  if (path.includes("//")) return null;
  const matches = PUBLIC_ROUTES.filter(({ pattern }) => pattern.test(path));
  const sameMethod = method === "HEAD" ? "GET" : method;
  return (matches.find(({ route }) => route.method === sameMethod) ?? matches[0])?.route ?? null;
}

/** The routes whose calls count as sign-in attempts. */
export const SIGN_IN_LIMITED_ROUTES = Object.values(routeTable).filter((route) => route.signInLimited);

export function serviceUrls(config: GatewayConfig): Record<ServiceName, string> {
  return {
    auth: config.AUTH_URL,
    projects: config.PROJECTS_URL,
    "ai-worker": config.AI_WORKER_URL,
    quotes: config.QUOTES_URL,
    logistics: config.LOGISTICS_URL,
    portal: config.PORTAL_URL,
    accounts: config.ACCOUNTS_URL,
  };
}
