import { UnrecoverableError } from "bullmq";
import { HttpError } from "./http-error";
import { MailSendError } from "./mail/types";

/** What a user is told of a job that failed on an error no handler meant to show: never its internals. */
export const UNEXPECTED_JOB_FAILURE = "Something went wrong on our side while doing this. Please try again; if it happens again, let us know.";

/**
 * The reason a user is shown for a failed job (its record, its notification, a quote's send failure): the words a
 * handler chose (an UnrecoverableError, a 4xx refusal) or a mail server's answer; any other error (a database's, a
 * bug's, with its SQL, paths or stack) only as UNEXPECTED_JOB_FAILURE, the logs keeping the rest.
 */
export function shownFailureReason(error: unknown): string {
  const chosen = error instanceof UnrecoverableError || error instanceof MailSendError || (error instanceof HttpError && error.status < 500);
  return chosen ? error.message : UNEXPECTED_JOB_FAILURE;
}
