import { pino, type DestinationStream, type Logger } from "pino";

export type { Logger };

/** Credentials that must never reach a log: session cookies, signatures, portal tokens. */
const REDACTED_PATHS = [
  "req.headers.cookie",
  "req.headers.authorization",
  'req.headers["x-atelier-signature"]',
  'req.headers["x-portal-token"]',
  'res.headers["set-cookie"]',
];

/** Portal links carry their token in the path (/api/client-portal/:projectId/:token). */
const PORTAL_TOKEN_IN_PATH = /(\/client-portal\/[^/?#]+\/)[^/?#]+/;

export function redactUrl(url: string): string {
  return url.replace(PORTAL_TOKEN_IN_PATH, "$1[Redacted]");
}

/** For pino-http, which hands these the already-serialized request: hides tokens carried in the path. */
export const httpLogSerializers = {
  req(req: { url?: string }) {
    if (req.url) req.url = redactUrl(req.url);
    return req;
  },
};

export function createLogger(service: string, level: string, destination?: DestinationStream): Logger {
  const options = { name: service, level, base: { service }, redact: { paths: REDACTED_PATHS, censor: "[Redacted]" } };
  return destination ? pino(options, destination) : pino(options);
}
