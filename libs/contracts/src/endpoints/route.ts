import { z } from "zod";
import type { Permission } from "../permissions";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/** The services behind the gateway, each the owner of its routes. */
export const SERVICE_NAMES = ["auth", "projects", "ai-worker", "quotes", "logistics", "portal", "accounts"] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

/**
 * Who may call a route, the kind of access rule its service checks: anyone (signing in, a signed URL), a designer
 * of a studio, a client through a portal link, or another Atelier service (never through the gateway).
 */
export type AccessKind = "public" | "staff" | "portal" | "internal";

/** One route of one service: its method, its path (":name" marks a parameter, "*name" the rest of the path). */
export interface Route {
  service: ServiceName;
  method: HttpMethod;
  path: string;
  access: AccessKind;
  /** What a staff caller's role must allow (ROLE_PERMISSIONS); every staff route names one, no other route has one. */
  permission?: Permission;
  /** Counted against the sign-in attempts of the caller's address (password guessing, mailing reset links). */
  signInLimited?: boolean;
  /** A body that is not JSON: a multipart form with a file, or a file's own bytes. */
  upload?: "multipart" | "bytes";
  /**
   * A change that is still allowed once the project it touches is archived (restoring it, deleting it, ending its
   * links). Every other change to an archived project's records is refused with 409.
   */
  whileArchived?: true;
  /**
   * Why a change of this route is in no activity feed (a member's own inbox, an upload not yet kept, work a job
   * records when it makes it). Every other change by a member or a client records who made it, or kit reports it.
   */
  unrecorded?: string;
}

/** Why a change is in no activity feed (a route's `unrecorded`), for the kinds of route that share one. */
export const UNRECORDED = {
  ownAccount: "a member's own account, settings and inbox, not the studio's records",
  upload: "an upload is no record until a photo, logo, recording or proof of payment keeps it, and that is recorded",
  recordedByJob: "the job it starts records what it makes or sends, once it has",
  oneOffMail: "a one-off e-mail changes no record",
  runningTimer: "a running timer is not time yet: the entry it stops into is recorded",
  export: "an export changes no record, and the studio's exports list who made each",
  restore: "the restored studio comes back with the activity it had, in place of this empty one",
} as const;

/** A JSON call: the schemas of what it sends and answers. */
export interface Endpoint extends Route {
  /** The body's schema; a call without one sends no body. */
  request?: z.ZodType;
  /** The query string's parameters, when the call takes any. */
  query?: z.ZodType;
  response: z.ZodType;
}

/** A file the browser fetches by following a link (an attachment, not JSON). */
export interface Download extends Route {
  method: "GET";
  contentType: string;
}

/** A 204: the call answers nothing. */
export const noContentSchema = z.undefined();

/** A multipart body (a file and its fields), sent as the browser builds it. */
export const multipartSchema = z.instanceof(FormData);

/** A service's routes as written in its table, before the table names the service: a staff route names its permission. */
type Unowned<R extends Route> = Omit<R, "service" | "access" | "permission"> &
  ({ access: "staff"; permission: Permission } | { access: Exclude<AccessKind, "staff">; permission?: never });

/** Names `service` as the owner of each of `routes`. */
export function ownedBy<S extends ServiceName, const T extends Record<string, Unowned<Route>>>(service: S, routes: T): { [K in keyof T]: T[K] & { service: S } } {
  const owned = Object.entries(routes).map(([key, route]) => [key, { ...route, service }]);
  // Object.fromEntries cannot carry each key's own type; the map above keeps every field and adds the service.
  return Object.fromEntries(owned) as { [K in keyof T]: T[K] & { service: S } };
}

/** A segment of a path of the table: written out, a parameter (":name", one segment) or the rest ("*name"). */
export interface PathSegment {
  kind: "literal" | "param" | "rest";
  /** The literal's text, or the parameter's name. */
  text: string;
}

/** The segments of a path of the table, its leading "" included. */
export function pathSegments(path: string): PathSegment[] {
  return path.split("/").map((segment) => {
    if (segment.startsWith(":")) return { kind: "param", text: segment.slice(1) };
    if (segment.startsWith("*")) return { kind: "rest", text: segment.slice(1) };
    return { kind: "literal", text: segment };
  });
}

/** The names of the parameters a path takes, in order. */
export function pathParamNames(path: string): string[] {
  return pathSegments(path).flatMap((segment) => (segment.kind === "literal" ? [] : [segment.text]));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const SEGMENT_PATTERNS = { literal: escapeRegExp, param: () => "[^/]+", rest: () => ".+" } satisfies Record<PathSegment["kind"], (text: string) => string>;

/** A path of the table as a pattern: ":name" is one segment, "*name" the rest of the path; a trailing "/" is allowed. */
export function routePattern(path: string): RegExp {
  const parts = pathSegments(path).map((segment) => SEGMENT_PATTERNS[segment.kind](segment.text));
  return new RegExp(`^${parts.join("/")}/?$`);
}

/** The parameters a path names: "/api/rooms/:roomId/items" needs { roomId: string }. */
export type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** What a call sends, as the form holds it before the schema's defaults and transforms. */
export type EndpointRequest<E extends Endpoint> = E["request"] extends z.ZodType ? z.input<E["request"]> : undefined;

/** The query string a call sends, before the schema's trimming. */
export type EndpointQuery<E extends Endpoint> = E["query"] extends z.ZodType ? z.input<E["query"]> : undefined;

/** What a call answers, once parsed. */
export type EndpointResponse<E extends Endpoint> = z.output<E["response"]>;

/** A download's path with its parameters filled in, for an <a href download>. */
export function downloadPath<P extends string>(download: { path: P }, params: PathParams<P>): string {
  const values = params as Record<string, string>;
  return pathSegments(download.path)
    .map((segment) => (segment.kind === "literal" ? segment.text : encodeURIComponent(values[segment.text] ?? "")))
    .join("/");
}
