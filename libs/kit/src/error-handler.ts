import { STATUS_CODES } from "node:http";
import type { ErrorRequestHandler, RequestHandler } from "express";
import { z } from "zod";
import { redactUrl, type Logger } from "./logger";
import { HttpError } from "./http-error";
import { fieldErrors, VALIDATION_FAILED } from "./validate";

const DEPENDENCY_DOWN_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "P1001", "P1002", "P1017"]);

/**
 * Postgres's own answers while it cannot serve: a lost connection (class 08), shutting down, restarting or starting
 * up (57P01-57P03), too many connections (53300). Prisma passes them on as a driver adapter error's cause.
 */
const DATABASE_UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/;
const DATABASE_UNAVAILABLE_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

function isDatabaseUnavailable(error: unknown): boolean {
  const cause = (error as { meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown } } } }).meta?.driverAdapterError?.cause;
  if (!cause) return false;
  return DATABASE_UNAVAILABLE_KINDS.has(String(cause.kind)) || DATABASE_UNAVAILABLE_STATES.test(String(cause.originalCode));
}

/** Errors that mean the database or Redis is unreachable: the client may retry, so 503 rather than 500. */
function isDependencyDown(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && DEPENDENCY_DOWN_CODES.has(code)) return true;
  if (isDatabaseUnavailable(error)) return true;
  if (error.name === "PrismaClientInitializationError" || error.name === "MaxRetriesPerRequestError") return true;
  // ioredis's closed connection; node-postgres's connection lost mid-query or never made.
  return ["Connection is closed", "connect ECONNREFUSED", "Connection terminated", "encountered a connection error"].some((words) => error.message.includes(words));
}

/** body-parser's failures carry a `type`; each maps to the status a client can act on. */
function bodyParserError(error: unknown): HttpError | null {
  const type = (error as { type?: unknown })?.type;
  switch (type) {
    case "entity.too.large":
      return new HttpError(413, "Request body is too large");
    case "entity.parse.failed":
      return new HttpError(400, "Malformed JSON in request body");
    case "encoding.unsupported":
    case "charset.unsupported":
      return new HttpError(415, "Unsupported request body encoding");
    case "request.aborted":
    case "request.size.invalid":
    case "stream.encoding.set":
      return new HttpError(400, "The request body could not be read");
    default:
      return null;
  }
}

/** Errors from express's own middleware (static files, say) that carry a 4xx; their message only when exposable. */
function clientErrorWithStatus(error: unknown): HttpError | null {
  const { status, expose, message } = (error ?? {}) as { status?: unknown; expose?: unknown; message?: unknown };
  if (typeof status !== "number" || status < 400 || status >= 500) return null;
  return new HttpError(status, expose === true && typeof message === "string" ? message : (STATUS_CODES[status] ?? "Request failed"));
}

export function toHttpError(error: unknown): HttpError | null {
  if (error instanceof HttpError) return error;
  if (error instanceof z.ZodError) return new HttpError(400, VALIDATION_FAILED, fieldErrors(error.issues));
  const known = bodyParserError(error) ?? clientErrorWithStatus(error);
  if (known) return known;
  if (isDependencyDown(error)) return new HttpError(503, "Service temporarily unavailable. Please try again shortly.");
  return null;
}

export function errorHandler(logger: Logger): ErrorRequestHandler {
  return (error, req, res, _next) => {
    const known = toHttpError(error);
    if (known) {
      if (known.status >= 500) logger.error({ err: error, url: redactUrl(req.originalUrl) }, "dependency unavailable");
      res.status(known.status).json(known.toBody());
      return;
    }
    logger.error({ err: error, url: redactUrl(req.originalUrl) }, "unhandled error");
    res.status(500).json({ message: "Internal server error" });
  };
}

export const notFoundHandler: RequestHandler = (req, res) => {
  res.status(404).json({ message: `No route for ${req.method} ${req.path}` });
};
