import { accountsDownloads, accountsEndpoints } from "./accounts";
import { aiWorkerEndpoints } from "./ai-worker";
import { authEndpoints } from "./auth";
import { logisticsDownloads, logisticsEndpoints } from "./logistics";
import { portalEndpoints } from "./portal";
import { projectsEndpoints, storedObjectRoutes } from "./projects";
import { quotesDownloads, quotesEndpoints } from "./quotes";
import type { Download, Endpoint, Route } from "./route";

export * from "./route";
export { storedObjectRoutes };

/**
 * Every JSON call, each with the service that owns it and who may call it. Services bind their handlers to these
 * entries (kit parses the request with the entry's schema before the handler), the gateway routes by them, and
 * the web app parses every answer with the response schema, so a change on either side shows up as a type error
 * or a clear failure.
 */
export const endpoints = {
  ...authEndpoints,
  ...projectsEndpoints,
  ...aiWorkerEndpoints,
  ...quotesEndpoints,
  ...logisticsEndpoints,
  ...portalEndpoints,
  ...accountsEndpoints,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof endpoints;

/** Files the browser fetches by following a link (an attachment, not JSON). */
export const downloads = { ...quotesDownloads, ...logisticsDownloads, ...accountsDownloads } satisfies Record<string, Download>;

/** The route table: every route any service serves, by key. Nothing is served that is not here. */
export const routeTable: Readonly<Record<string, Route>> = { ...endpoints, ...downloads, ...storedObjectRoutes };
