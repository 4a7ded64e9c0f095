import type { IncomingMessage } from "node:http";
import { HttpError } from "./http-error";

/** A multipart body the parser could not read to its end: a part cut short, a boundary that never comes. */
export const malformedMultipart = () => new HttpError(400, "The form could not be read: the multipart body is malformed or ends inside a part");

/** The client stopped sending before the body it announced was complete. */
export const uploadCutOff = () => new HttpError(400, "The upload stopped before the whole file arrived");

/**
 * Calls `fail` when the client stops sending the body before it is complete (a dropped connection, a
 * cancelled upload). A stream reading the body would otherwise wait for its end forever, holding a
 * half-written object.
 */
export function whenCutOff(req: IncomingMessage, fail: (error: HttpError) => void): void {
  req.once("close", () => {
    if (!req.complete) fail(uploadCutOff());
  });
}
