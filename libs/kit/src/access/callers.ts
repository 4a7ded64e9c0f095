import { roleSchema, type Role } from "@atelier/contracts";
import type { Identity } from "../identity";

/** A signed-in member of a studio; everything they reach is scoped by `studioId`, and what they may do by `role`. */
export interface Staff {
  userId: string;
  studioId: string;
  role: Role;
}

/** A client following one project through its portal link. */
export interface PortalClient {
  projectId: string;
  tokenId: string;
}

/** Another Atelier service calling on its own behalf, never on a user's. */
export interface ServiceCaller {
  service: string;
}

export type CallerKind = "staff" | "portal" | "internal";

/**
 * What the gateway-signed identity says the caller is, or null for nobody. A service name wins
 * over the rest because only services sign one; the gateway never does.
 */
export function callerKindOf(identity: Identity): CallerKind | null {
  if (identity.service) return "internal";
  if (identity.portalProjectId && identity.portalTokenId) return "portal";
  if (identity.userId && identity.studioId && roleSchema.safeParse(identity.role).success) return "staff";
  return null;
}

export const staffFrom = (identity: Identity): Staff => ({ userId: identity.userId!, studioId: identity.studioId!, role: identity.role as Role });
export const portalClientFrom = (identity: Identity): PortalClient => ({ projectId: identity.portalProjectId!, tokenId: identity.portalTokenId! });
export const serviceCallerFrom = (identity: Identity): ServiceCaller => ({ service: identity.service! });
