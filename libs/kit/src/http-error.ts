import type { ErrorBody } from "@atelier/contracts";

/** An error whose status and body are meant for the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: ErrorBody["errors"],
  ) {
    super(message);
  }

  toBody(): ErrorBody {
    return this.errors ? { message: this.message, errors: this.errors } : { message: this.message };
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);
export const unauthorized = (message = "Not authenticated") => new HttpError(401, message);
export const forbidden = (message = "Forbidden") => new HttpError(403, message);
export const conflict = (message: string) => new HttpError(409, message);
