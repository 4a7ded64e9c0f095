import { describe, expect, it } from "vitest";
import { JOB_REGISTRY, thumbnailJob } from "./job-registry";
import { OUTBOX_MESSAGES, outboxTypeOf } from "./outbox-messages";

describe("the outbox messages", () => {
  it("can start every job of the registry, each under a type of its own", () => {
    expect(OUTBOX_MESSAGES.size).toBe(JOB_REGISTRY.length);
    expect(OUTBOX_MESSAGES.get(outboxTypeOf(thumbnailJob))).toBe(thumbnailJob);
    expect(outboxTypeOf(thumbnailJob)).toBe("job.thumbnail");
  });
});
