import type { Request } from "express";

/**
 * The origin people open the app's links on: PUBLIC_URL when set; otherwise the Origin the browser sent,
 * which the gateway has checked is the app's own (or a configured one); else the Host the request used.
 */
export function appOrigin(publicUrl: string | undefined, req: Request): string {
  if (publicUrl) return new URL(publicUrl).origin;
  const origin = req.get("origin");
  if (origin && URL.canParse(origin)) return new URL(origin).origin;
  const protocol = req.get("x-forwarded-proto") === "https" ? "https" : "http";
  return `${protocol}://${req.get("host")}`;
}
