import { multipartSchema, pathParamNames, type HttpMethod, type Permission, type Route } from "@atelier/contracts";
import type { Request, RequestHandler, Response, Router } from "express";
import type { z } from "zod";
import { actAs, actAsCounting, clientActor, memberActor, reportUnrecordedChange, systemActor, type Actor } from "../activity";
import type { Identity } from "../identity";
import { parseInput } from "../validate";
import { callerKindOf, serviceCallerFrom, staffFrom } from "./callers";
import { refuseIfArchived } from "./records";
import type { Access, AccessRule } from "./rules";
import { costVisibility, requirePermission, type StudioPolicyReader } from "./studio-policy";

export type AccessHandler<C, R> = (req: Request, res: Response, access: Access<C, R>) => unknown;

/** A JSON body's schema; a multipart upload's fields are read by the handler's own upload parser. */
type JsonBodySchema<E extends Route> = E extends { request: infer S extends z.ZodType } ? (S extends typeof multipartSchema ? never : S) : never;

/** What the route's handler is given: the caller and record its rule let through, and its body and query as parsed. */
export interface Call<C, R, E extends Route> extends Access<C, R> {
  body: [JsonBodySchema<E>] extends [never] ? undefined : z.output<JsonBodySchema<E>>;
  query: E extends { query: infer S extends z.ZodType } ? z.output<S> : undefined;
  /** Whether answers may carry what the studio pays (cost prices, supplier quotes, markups, margins). */
  seesCosts: () => Promise<boolean>;
}

/** `req.body` is the raw body (unknown): the parsed one is `call.body`. */
export type RouteHandler<E extends Route, C, R> = (req: Request<Request["params"], unknown, unknown>, res: Response, call: Call<C, R, E>) => unknown;

/** A service's way of adding routes: each route of the table, with the rule checked before its handler. */
export interface DeclaredRoutes {
  serve<E extends Route, C, R>(route: E, rule: AccessRule<C, R>, handler: RouteHandler<E, C, R>): void;
}

/** What a route's access check enforces: its rule, and for a staff route the permission the caller's role must allow. */
export interface CheckedAccess {
  rule: AccessRule<unknown, unknown>;
  permission?: Permission;
}

/** Each route's access check carries what it enforces, so it can be read back from the router itself. */
const checks = new WeakMap<RequestHandler, CheckedAccess>();

export function accessOfCheck(handler: unknown): CheckedAccess | undefined {
  return typeof handler === "function" ? checks.get(handler as RequestHandler) : undefined;
}

/** The rule as applied on `path`: a record found by the path's only parameter unless the rule names another. */
function ruleOnPath<C, R>(rule: AccessRule<C, R>, path: string): AccessRule<C, R> {
  if (!rule.record) return rule;
  const params = pathParamNames(path);
  const param = rule.record.param ?? (params.length === 1 ? params[0] : undefined);
  if (param === undefined || !params.includes(param)) {
    throw new Error(`${path}: the rule's ${rule.record.name} needs ${rule.record.param ? `the parameter :${rule.record.param}` : "one path parameter to name it"}`);
  }
  return { ...rule, record: { ...rule.record, param }, resolve: (identity, reqParams) => rule.resolve(identity, reqParams, param) };
}

/**
 * Loads the caller and record of the rule, once a member's role (and their studio's policy for it) allows
 * `permission` (checked first, so a role that may not see a kind of record learns nothing of one); for a change
 * (`changes`), refuses one to a record of an archived project.
 */
function accessCheck<C, R>(rule: AccessRule<C, R>, readPolicy: StudioPolicyReader | null, permission?: Permission, changes = false): RequestHandler {
  const check: RequestHandler = async (req, res, next) => {
    if (permission && readPolicy && callerKindOf(req.identity) === "staff") {
      const { role, studioId } = staffFrom(req.identity);
      await requirePermission(readPolicy, role, studioId, permission);
    }
    const access = await rule.resolve(req.identity, req.params);
    if (changes && rule.record && (rule.who === "staff" || rule.who === "portal")) await refuseIfArchived(rule.record.access, access.record, rule.who);
    res.locals.access = access;
    next();
  };
  checks.set(check, { rule: rule as AccessRule<unknown, unknown>, permission });
  return check;
}

type Method = Lowercase<HttpMethod>;

/** Who a verified caller's changes are recorded as; a public route's caller is nobody yet, and names who acted itself. */
function actorOf(identity: Identity): Actor | null {
  const kind = callerKindOf(identity);
  if (kind === "staff") return memberActor(staffFrom(identity).userId);
  if (kind === "portal") return clientActor;
  if (kind === "internal") return systemActor(serviceCallerFrom(identity).service);
  return null;
}

/** Adds one route that is not in the table (kit's own health probes), with its rule. */
export function declareRoute<C, R>(router: Router, method: Method, path: string, rule: AccessRule<C, R>, handler: AccessHandler<C, R>): void {
  router[method](path, accessCheck(rule, null), (req, res) => handler(req, res, res.locals.access as Access<C, R>));
}

/**
 * The only way a service adds routes: each a route of the table, served on its path, whose rule is checked (and
 * record loaded) and whose JSON body and query are parsed with the table's schemas, a 400 naming each field, before
 * the handler runs. `readPolicy` reads a studio's access policy (studioPolicyReader), for the permissions it narrows.
 */
export function declareRoutes(router: Router, readPolicy: StudioPolicyReader): DeclaredRoutes {
  return {
    serve(route, rule, handler) {
      if (rule.who !== route.access) throw new Error(`${route.method} ${route.path}: the table lets ${route.access} callers in, the rule ${rule.who}`);
      if ((route.access === "staff") !== Boolean(route.permission)) throw new Error(`${route.method} ${route.path}: a staff route, and only one, names its permission`);
      const request = "request" in route && route.request !== multipartSchema ? (route.request as z.ZodType) : undefined;
      const query = "query" in route ? (route.query as z.ZodType) : undefined;
      const method = route.method.toLowerCase() as Method;
      const changes = route.method !== "GET" && !route.whileArchived;
      // A member's or client's change is in the activity feed, unless the table says why it is not.
      const membersChange = route.method !== "GET" && (route.access === "staff" || route.access === "portal");
      if (route.unrecorded && !membersChange) throw new Error(`${route.method} ${route.path}: only a member's or client's change says why it is unrecorded`);
      const recorded = membersChange && !route.unrecorded;
      router[method](route.path, accessCheck(ruleOnPath(rule, route.path), readPolicy, route.permission, changes), (req, res) => {
        const access = res.locals.access as Access<never, never>;
        // A call sent without a body (a cancel without a reason) is checked as an empty one.
        const body = request && parseInput(request, req.body ?? {});
        const call = { ...access, body, query: query && parseInput(query, req.query), seesCosts: costVisibility(readPolicy, req.identity) };
        // The body and query were parsed with the route's own schemas, which is what Call's types say of them.
        const handle = () => handler(req, res, call as Parameters<typeof handler>[2]);
        const actor = actorOf(req.identity);
        if (!actor) return handle();
        if (!recorded) return actAs(actor, handle);
        return actAsCounting(actor, async () => handle()).then(({ result, recorded: count }) => {
          if (count === 0 && res.statusCode < 300) reportUnrecordedChange(`${route.method} ${route.path}`);
          return result;
        });
      });
    },
  };
}
