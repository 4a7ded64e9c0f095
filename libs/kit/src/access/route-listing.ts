import { routeTable, type Permission, type ServiceName } from "@atelier/contracts";
import type { Router } from "express";
import { accessOfCheck } from "./declare-routes";
import type { AccessRule } from "./rules";

export interface RegisteredRoute {
  method: string;
  path: string;
  /** Undefined for a route added without `declareRoutes`. */
  rule: AccessRule<unknown, unknown> | undefined;
  /** What a staff caller's role must allow. */
  permission?: Permission;
}

interface Layer {
  handle?: { stack?: Layer[] };
  route?: { path: string; methods: Record<string, boolean>; stack: Layer[] };
}

function routesOfStack(stack: Layer[]): RegisteredRoute[] {
  return stack.flatMap((layer): RegisteredRoute[] => {
    if (layer.route) {
      const { path, methods, stack: handlers } = layer.route;
      const access = accessOfCheck(handlers[0]?.handle);
      return Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path, rule: access?.rule, permission: access?.permission }));
    }
    return layer.handle?.stack ? routesOfStack(layer.handle.stack) : [];
  });
}

const labelOf = (route: { method: string; path: string }) => `${route.method} ${route.path}`;

/** Every route registered on a router (or an app's router) and nested routers, with its rule as declared. */
export function registeredRoutes(router: Router): RegisteredRoute[] {
  return routesOfStack((router as unknown as { stack: Layer[] }).stack);
}

/** Stops a service from starting with a route that nobody said who may call. */
export function assertEveryRouteDeclared(router: Router): void {
  const undeclared = registeredRoutes(router).filter((route) => !route.rule);
  if (undeclared.length > 0) {
    throw new Error(`Routes without an access rule (declare them with declareRoutes): ${undeclared.map(labelOf).join(", ")}`);
  }
}

/** Stops a service from starting unless it serves exactly its routes of the table: none missing, none added. */
export function assertServesItsRoutes(router: Router, service: ServiceName): void {
  const served = new Set(registeredRoutes(router).map(labelOf));
  const owned = new Set(Object.values(routeTable).filter((route) => route.service === service).map(labelOf));
  const missing = [...owned].filter((route) => !served.has(route));
  const extra = [...served].filter((route) => !owned.has(route));
  if (missing.length > 0) throw new Error(`The ${service} service does not serve its routes of the table: ${missing.join(", ")}`);
  if (extra.length > 0) throw new Error(`The ${service} service serves routes the table does not give it: ${extra.join(", ")}`);
}
