import { UnrecoverableError } from "bullmq";
import { describe, expect, it } from "vitest";
import { HttpError } from "./http-error";
import { shownFailureReason, UNEXPECTED_JOB_FAILURE } from "./job-failure-reason";
import { MailSendError } from "./mail/types";

describe("the reason a failed job shows its user", () => {
  it("is the words a handler chose, or a mail server's answer", () => {
    expect(shownFailureReason(new UnrecoverableError("No speech was heard in the recording"))).toBe("No speech was heard in the recording");
    expect(shownFailureReason(new HttpError(409, "This quote has already been approved"))).toBe("This quote has already been approved");
    expect(shownFailureReason(new MailSendError("550 5.1.1 Recipient address rejected", true))).toBe("550 5.1.1 Recipient address rejected");
  });

  it("is never an unexpected error's own message, which may carry SQL, paths or a stack", () => {
    const internal = new Error("Invalid `prisma.quote.create()` invocation in /work/services/quotes/src/save-new-quote.ts:33 numeric field overflow");
    for (const error of [internal, new TypeError("Cannot read properties of undefined (reading 'id')"), new HttpError(500, "Internal"), "a thrown string"]) {
      expect(shownFailureReason(error)).toBe(UNEXPECTED_JOB_FAILURE);
    }
  });
});
