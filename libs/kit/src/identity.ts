import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";

/**
 * Who is calling, as the gateway saw it. Services trust nothing else: identity, client IP and
 * user agent never come from a request body.
 */
export interface Identity {
  requestId: string;
  userId: string | null;
  studioId: string | null;
  /** The member's role in the studio, as their session holds it; a session without one is nobody's. */
  role?: string;
  portalProjectId: string | null;
  portalTokenId: string | null;
  /** Set only by another Atelier service calling on its own behalf; the gateway strips it from browsers. */
  service?: string;
  ip: string;
  userAgent: string;
  /**
   * The origin links made for this request point to, one the gateway is configured to answer on (PUBLIC_URL,
   * APP_ORIGINS, its own address), never one a header chose; absent on another service's call.
   */
  origin?: string;
}

export const IDENTITY_HEADERS = {
  requestId: "x-request-id",
  userId: "x-atelier-user-id",
  studioId: "x-atelier-studio-id",
  role: "x-atelier-role",
  portalProjectId: "x-atelier-portal-project-id",
  portalTokenId: "x-atelier-portal-token-id",
  service: "x-atelier-service",
  ip: "x-atelier-client-ip",
  userAgent: "x-atelier-user-agent",
  origin: "x-atelier-origin",
  timestamp: "x-atelier-timestamp",
  signature: "x-atelier-signature",
} as const;

/** A signature older than this is refused, so a captured request can't be replayed for long. */
const MAX_AGE_MS = 5 * 60_000;

function canonical(identity: Identity, method: string, url: string, timestamp: string): string {
  return [
    timestamp,
    method.toUpperCase(),
    url,
    identity.requestId,
    identity.userId ?? "",
    identity.studioId ?? "",
    identity.role ?? "",
    identity.portalProjectId ?? "",
    identity.portalTokenId ?? "",
    identity.service ?? "",
    identity.ip,
    identity.userAgent,
    identity.origin ?? "",
  ].join("\n");
}

function sign(secret: string, payload: string): string {
  return createHmac("sha256", secret).update(payload).digest("base64url");
}

/** The headers the gateway adds to a request it forwards. */
export function signIdentity(
  secret: string,
  identity: Identity,
  method: string,
  url: string,
  now = Date.now(),
): Record<string, string> {
  const timestamp = String(now);
  const headers: Record<string, string> = {
    [IDENTITY_HEADERS.requestId]: identity.requestId,
    [IDENTITY_HEADERS.ip]: identity.ip,
    [IDENTITY_HEADERS.userAgent]: encodeURIComponent(identity.userAgent),
    [IDENTITY_HEADERS.timestamp]: timestamp,
    [IDENTITY_HEADERS.signature]: sign(secret, canonical(identity, method, url, timestamp)),
  };
  if (identity.userId) headers[IDENTITY_HEADERS.userId] = identity.userId;
  if (identity.studioId) headers[IDENTITY_HEADERS.studioId] = identity.studioId;
  if (identity.role) headers[IDENTITY_HEADERS.role] = identity.role;
  if (identity.portalProjectId) headers[IDENTITY_HEADERS.portalProjectId] = identity.portalProjectId;
  if (identity.portalTokenId) headers[IDENTITY_HEADERS.portalTokenId] = identity.portalTokenId;
  if (identity.service) headers[IDENTITY_HEADERS.service] = identity.service;
  if (identity.origin) headers[IDENTITY_HEADERS.origin] = identity.origin;
  return headers;
}

function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** The caller's identity if the gateway's signature holds, otherwise null. */
export function verifyIdentity(
  secret: string,
  headers: IncomingHttpHeaders,
  method: string,
  url: string,
  now = Date.now(),
): Identity | null {
  const timestamp = header(headers, IDENTITY_HEADERS.timestamp);
  const signature = header(headers, IDENTITY_HEADERS.signature);
  const requestId = header(headers, IDENTITY_HEADERS.requestId);
  const ip = header(headers, IDENTITY_HEADERS.ip);
  const encodedUserAgent = header(headers, IDENTITY_HEADERS.userAgent);
  if (!timestamp || !signature || !requestId || ip === undefined || encodedUserAgent === undefined) return null;
  if (!(Math.abs(now - Number(timestamp)) <= MAX_AGE_MS)) return null;

  let userAgent: string;
  try {
    userAgent = decodeURIComponent(encodedUserAgent);
  } catch {
    return null;
  }
  const identity: Identity = {
    requestId,
    userId: header(headers, IDENTITY_HEADERS.userId) ?? null,
    studioId: header(headers, IDENTITY_HEADERS.studioId) ?? null,
    portalProjectId: header(headers, IDENTITY_HEADERS.portalProjectId) ?? null,
    portalTokenId: header(headers, IDENTITY_HEADERS.portalTokenId) ?? null,
    ip,
    userAgent,
  };
  const role = header(headers, IDENTITY_HEADERS.role);
  if (role) identity.role = role;
  const service = header(headers, IDENTITY_HEADERS.service);
  if (service) identity.service = service;
  const origin = header(headers, IDENTITY_HEADERS.origin);
  if (origin) identity.origin = origin;
  const expected = Buffer.from(sign(secret, canonical(identity, method, url, timestamp)));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return identity;
}
