import type { Request } from "express";
import { forbidden, unauthorized } from "../http-error";
import { idParam } from "../ids";
import type { Identity } from "../identity";
import { callerKindOf, portalClientFrom, serviceCallerFrom, staffFrom, type CallerKind, type PortalClient, type ServiceCaller, type Staff } from "./callers";
import { found, type PortalRecord, type RecordAccess, type ServiceRecord, type StudioRecord } from "./records";

/** What a handler is given once its route's rule has let the request through. */
export interface Access<C, R> {
  caller: C;
  record: R;
}

/** Who may call a route and which record it loads; `declareRoutes` applies it before the handler. */
export interface AccessRule<C, R> {
  readonly who: CallerKind | "public";
  /** Why a public route needs no caller at all. */
  readonly reason?: string;
  /** The record the route names, the path parameter that names it (unless said, the path's only one), and how it is found. */
  readonly record?: { name: string; param?: string; access: RecordAccess<R> };
  /** The caller and the record, or an HttpError: 401 for nobody, 403 for the wrong kind of caller, 404 for a record not theirs. */
  resolve(identity: Identity, params: Request["params"], param?: string): Promise<Access<C, R>>;
}

const WRONG_CALLER: Record<CallerKind, string> = {
  staff: "Only the studio's designers may do this",
  portal: "Only the project's client, through the portal, may do this",
  internal: "Only Atelier's own services may do this",
};

type Finder<C, R> = (id: string, caller: C) => Promise<R | null>;

function callerRule<C, R>(who: CallerKind, callerOf: (identity: Identity) => C, record?: RecordAccess<R>, find?: Finder<C, R>, namedBy?: string): AccessRule<C, R> {
  return {
    who,
    record: record && { name: record.name, param: namedBy, access: record },
    async resolve(identity, params, param = namedBy) {
      const kind = callerKindOf(identity);
      if (kind === null) throw unauthorized();
      if (kind !== who) throw forbidden(WRONG_CALLER[who]);
      const caller = callerOf(identity);
      if (!record || !find) return { caller, record: undefined as R };
      if (param === undefined) throw new Error(`No path parameter names the ${record.name}: serve the rule with declareRoutes`);
      const id = idParam(params[param], record.name);
      return { caller, record: await found(record, () => find(id, caller)) };
    },
  };
}

/** Anyone, signed in or not: say why (signing in, a signed link that is its own credential). */
export function publicRoute(reason: string): AccessRule<null, undefined> {
  return { who: "public", reason, resolve: async () => ({ caller: null, record: undefined }) };
}

/** A designer signed in to a studio; with a record, one of that studio's, found by the path parameter `param`. */
export function staff(): AccessRule<Staff, undefined>;
export function staff<R>(record: StudioRecord<R>, param?: string): AccessRule<Staff, R>;
export function staff<R>(record?: StudioRecord<R>, param?: string): AccessRule<Staff, R | undefined> {
  return callerRule<Staff, R | undefined>("staff", staffFrom, record, record?.ofStudio, param);
}

/** A client of a project through its portal link; with a record, one of that project's. */
export function portal(): AccessRule<PortalClient, undefined>;
export function portal<R>(record: PortalRecord<R>, param?: string): AccessRule<PortalClient, R>;
export function portal<R>(record?: PortalRecord<R>, param?: string): AccessRule<PortalClient, R | undefined> {
  return callerRule<PortalClient, R | undefined>("portal", portalClientFrom, record, record?.ofPortalProject, param);
}

/** Another Atelier service; with a record, found as that service may see it. */
export function internal(): AccessRule<ServiceCaller, undefined>;
export function internal<R>(record: ServiceRecord<R>, param?: string): AccessRule<ServiceCaller, R>;
export function internal<R>(record?: ServiceRecord<R>, param?: string): AccessRule<ServiceCaller, R | undefined> {
  return callerRule<ServiceCaller, R | undefined>("internal", serviceCallerFrom, record, record?.forService, param);
}
