import type { Request } from "express";

/**
 * The origin the links made for a request point to: the one the gateway established and signed into the caller's
 * identity (PUBLIC_URL, or an address it is configured to answer on), never a header of the request's own.
 */
export function appOrigin(req: Request): string {
  const { origin } = req.identity;
  // Only a call from another service has none, and no service asks another for a link.
  if (!origin) throw new Error("a link was asked for on a call that did not come through the gateway");
  return origin;
}
