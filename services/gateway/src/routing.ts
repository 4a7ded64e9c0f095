import type { GatewayConfig } from "./config";

type Owner = "auth" | "projects" | "ai-worker" | "quotes" | "logistics" | "portal";

/**
 * Which service owns each `/api` path (spec section 7). The first match wins, so paths under
 * /api/projects/:id that another service owns come before the projects catch-all.
 */
const ROUTES: ReadonlyArray<readonly [RegExp, Owner]> = [
  [/^\/api\/(user|user\/profile|user\/password|login|register|logout|password-reset|password-reset\/confirm)$/, "auth"],
  [/^\/api\/studio\//, "auth"],
  [/^\/api\/voice\//, "ai-worker"],
  [/^\/api\/jobs\//, "ai-worker"],
  [/^\/api\/(rooms|projects)\/[^/]+\/generate-images$/, "ai-worker"],
  [/^\/api\/projects\/[^/]+\/(generate-quote|quotes|cost-breakdown|profit-analysis|category-budgets)$/, "quotes"],
  [/^\/api\/quotes(\/|$)/, "quotes"],
  [/^\/api\/client-portal\/[^/]+\/[^/]+\/quotes\/[^/]+\/(pdf|certificate|approve|request-changes)$/, "quotes"],
  [/^\/api\/approvals\//, "quotes"],
  [/^\/api\/notifications\/send$/, "quotes"],
  [/^\/api\/projects\/[^/]+\/(installations|productions|production-labels|deliveries|purchase-orders)$/, "logistics"],
  [/^\/api\/(deliveries|installations|productions|purchase-orders)\//, "logistics"],
  [/^\/api\/suppliers(\/|$)/, "logistics"],
  [/^\/api\/logistics\//, "logistics"],
  [/^\/api\/projects\/[^/]+\/portal-tokens?(\/|$)/, "portal"],
  [/^\/api\/(client-portal|portal-tokens)\//, "portal"],
  [/^\/api\/(projects|rooms|items|voice-notes|images|meetings|objects|dashboard|analytics|populate-sample-data|notifications|search|timeline)(\/|$)/, "projects"],
];

export function ownerOf(path: string): Owner | null {
  // The proxy collapses "//" on the way, so the service would check the signature against another path.
  if (path.includes("//")) return null;
  return ROUTES.find(([pattern]) => pattern.test(path))?.[1] ?? null;
}

export function serviceUrls(config: GatewayConfig): Record<Owner, string> {
  return {
    auth: config.AUTH_URL,
    projects: config.PROJECTS_URL,
    "ai-worker": config.AI_WORKER_URL,
    quotes: config.QUOTES_URL,
    logistics: config.LOGISTICS_URL,
    portal: config.PORTAL_URL,
  };
}
