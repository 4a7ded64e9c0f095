import { endpoints } from "@atelier/contracts";
import type { Router } from "express";
import { createObjectStorage, declareRoutes, internal, portal, Queues, runServiceOutbox, staff, type ServiceDeps, studioPolicyReader } from "@atelier/kit";
import { portalRecords } from "../access/records";
import type { PortalConfig } from "../config";
import { createPortalLink } from "../links/create-portal-link";
import { listPortalLinks } from "../links/list-portal-links";
import { resolvePortalToken } from "../links/resolve-portal-token";
import { revokePortalLink } from "../links/revoke-portal-link";
import { getClientPortal } from "../portal-data/get-client-portal";

/** Every route of the portal service, each with its access rule. */
export function routes(router: Router, service: ServiceDeps<PortalConfig>): void {
  runServiceOutbox(service, new Queues(service.redis));
  const deps = { ...service, storage: createObjectStorage(service.config) };
  const routes = declareRoutes(router, studioPolicyReader(service.prisma));
  const records = portalRecords(deps.prisma);
  routes.serve(endpoints.createPortalLink, staff(records.project), createPortalLink(deps));
  routes.serve(endpoints.projectPortalLinks, staff(records.project), listPortalLinks(deps));
  routes.serve(endpoints.revokePortalLink, staff(records.portalLink), revokePortalLink(deps));
  // The gateway turns the link's token into this portal caller before the request arrives.
  routes.serve(endpoints.clientPortal, portal(records.project, "projectId"), getClientPortal(deps));
  routes.serve(endpoints.resolvePortalToken, internal(), resolvePortalToken(deps));
}
