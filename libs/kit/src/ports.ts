import { baseConfigSchema, portSchema } from "./config";

/** Where each service listens by default on one machine; the gateway is the only public port. */
export const DEFAULT_PORTS = {
  gateway: 8080,
  auth: 4101,
  projects: 4102,
  "ai-worker": 4103,
  quotes: 4104,
  logistics: 4105,
  portal: 4106,
  accounts: 4107,
} as const;

export type ServiceName = keyof typeof DEFAULT_PORTS;
export const BACKEND_SERVICES = Object.keys(DEFAULT_PORTS).filter((name) => name !== "gateway") as Exclude<ServiceName, "gateway">[];

/** The configuration of a backend service: the shared settings plus its port. */
export function serviceConfigSchema(name: ServiceName) {
  return baseConfigSchema.extend({ PORT: portSchema.default(DEFAULT_PORTS[name]) });
}
