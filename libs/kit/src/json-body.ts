import express, { type RequestHandler } from "express";
import { HttpError } from "./http-error";

export const JSON_BODY_LIMIT = "1mb";

/** Far deeper than any request of ours; deep enough nesting overflows the stack of whatever walks the value next. */
export const MAX_JSON_DEPTH = 64;

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Whether arrays and objects in JSON text nest deeper than `limit`, read in one pass without
 * recursion. Brackets inside strings do not count; UTF-8 never puts these bytes inside a multi-byte character.
 */
export function nestsDeeperThan(json: Uint8Array, limit: number): boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  for (let index = 0; index < json.length; index += 1) {
    const byte = json[index]!;
    if (inString) {
      if (escaped) escaped = false;
      else if (byte === BACKSLASH) escaped = true;
      else if (byte === QUOTE) inString = false;
    } else if (byte === QUOTE) {
      inString = true;
    } else if (OPENERS.has(byte)) {
      depth += 1;
      if (depth > limit) return true;
    } else if (CLOSERS.has(byte)) {
      depth -= 1;
    }
  }
  return false;
}

/** express.json that refuses, before parsing, a body nested deeper than MAX_JSON_DEPTH. */
export function jsonBody(): RequestHandler {
  return express.json({
    limit: JSON_BODY_LIMIT,
    verify: (_req, _res, body) => {
      if (nestsDeeperThan(body, MAX_JSON_DEPTH)) throw new HttpError(400, `JSON nested too deeply (at most ${MAX_JSON_DEPTH} levels)`);
    },
  });
}
