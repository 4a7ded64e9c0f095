import { z } from "zod";
import { coreConfigSchema, portSchema } from "@atelier/kit/config";
import { DEFAULT_PORTS } from "@atelier/kit/ports";
import { fileURLToPath } from "node:url";

const local = (port: number) => `http://127.0.0.1:${port}`;
const flag = z.enum(["true", "false"]).transform((value) => value === "true");

export const gatewayConfigSchema = coreConfigSchema.extend({
  PORT: portSchema.default(DEFAULT_PORTS.gateway),
  AUTH_URL: z.string().url().default(local(DEFAULT_PORTS.auth)),
  PROJECTS_URL: z.string().url().default(local(DEFAULT_PORTS.projects)),
  AI_WORKER_URL: z.string().url().default(local(DEFAULT_PORTS["ai-worker"])),
  QUOTES_URL: z.string().url().default(local(DEFAULT_PORTS.quotes)),
  LOGISTICS_URL: z.string().url().default(local(DEFAULT_PORTS.logistics)),
  PORTAL_URL: z.string().url().default(local(DEFAULT_PORTS.portal)),
  ACCOUNTS_URL: z.string().url().default(local(DEFAULT_PORTS.accounts)),
  /**
   * The origin people open Atelier on, e.g. https://studio.example.com: every link made for a request (password
   * resets, portal links, label QR codes) points there. Unset, a link points to the address the request was sent to,
   * one of APP_ORIGINS or the gateway's own port on this machine.
   */
  PUBLIC_URL: z.url().optional(),
  /** Origins, besides PUBLIC_URL and the gateway's own address, that may send requests (comma-separated). */
  APP_ORIGINS: z
    .string()
    .default("")
    .transform((value) => value.split(",").map((origin) => origin.trim()).filter(Boolean))
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  /** Set when a reverse proxy terminates TLS in front of the gateway: client IP and https come from it. */
  TRUST_PROXY: flag.default(false),
  WEB_DIST: z.string().default(fileURLToPath(new URL("../../../web/dist", import.meta.url))),
  /** With S3 storage, browsers PUT and read objects there: its origin joins the content security policy. */
  S3_ENDPOINT: z.url().optional(),
  S3_PUBLIC_ENDPOINT: z.url().optional(),
  /** Seconds between checks that open sockets' sessions still exist (an expired one is disconnected). */
  SOCKET_SESSION_CHECK_SECONDS: z.coerce.number().int().positive().default(60),
  /** Seconds a request's headers may take to arrive, and a request's body may go without a byte, before it is cut off. */
  REQUEST_HEADERS_SECONDS: z.coerce.number().int().positive().default(20),
  REQUEST_IDLE_SECONDS: z.coerce.number().int().positive().default(30),
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
  /** Wrong, expired or revoked portal links one address may try in a window before it gets 429. */
  PORTAL_RATE_LIMIT_MAX: z.coerce.number().int().positive().default(20),
  PORTAL_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().positive().default(15 * 60),
});
export type GatewayConfig = z.infer<typeof gatewayConfigSchema>;
