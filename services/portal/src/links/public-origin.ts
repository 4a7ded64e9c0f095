import type { Request } from "express";
import type { PortalConfig } from "../config";

/**
 * The origin clients open links on: PUBLIC_URL when set; otherwise the Origin the designer's browser
 * sent, which the gateway has checked is the app's own (or a configured one); else the Host it used.
 */
export function publicOrigin(config: Pick<PortalConfig, "PUBLIC_URL">, req: Request): string {
  if (config.PUBLIC_URL) return new URL(config.PUBLIC_URL).origin;
  const origin = req.get("origin");
  if (origin && URL.canParse(origin)) return new URL(origin).origin;
  const protocol = req.get("x-forwarded-proto") === "https" ? "https" : "http";
  return `${protocol}://${req.get("host")}`;
}
