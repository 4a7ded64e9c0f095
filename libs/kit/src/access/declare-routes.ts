import type { Request, RequestHandler, Response, Router } from "express";
import type { Access, AccessRule } from "./rules";

export type AccessHandler<C, R> = (req: Request, res: Response, access: Access<C, R>) => unknown;

type Method = "get" | "post" | "put" | "patch" | "delete";
type Declare = <C, R>(path: string, rule: AccessRule<C, R>, handler: AccessHandler<C, R>) => void;
export type DeclaredRoutes = Record<Method, Declare>;

/** Each route's access check carries its rule, so the rules can be read back from the router itself. */
const rulesOfChecks = new WeakMap<RequestHandler, AccessRule<unknown, unknown>>();

export function ruleOfCheck(handler: unknown): AccessRule<unknown, unknown> | undefined {
  return typeof handler === "function" ? rulesOfChecks.get(handler as RequestHandler) : undefined;
}

function accessCheck<C, R>(rule: AccessRule<C, R>): RequestHandler {
  const check: RequestHandler = async (req, res, next) => {
    res.locals.access = await rule.resolve(req.identity, req.params);
    next();
  };
  rulesOfChecks.set(check, rule as AccessRule<unknown, unknown>);
  return check;
}

/**
 * The only way a service adds routes: each with the rule that is checked, and its record loaded,
 * before the handler runs.
 */
export function declareRoutes(router: Router): DeclaredRoutes {
  const declare =
    (method: Method): Declare =>
    (path, rule, handler) => {
      router[method](path, accessCheck(rule), (req, res) => handler(req, res, res.locals.access));
    };
  return { get: declare("get"), post: declare("post"), put: declare("put"), patch: declare("patch"), delete: declare("delete") };
}
