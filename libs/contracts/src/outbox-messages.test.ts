import { describe, expect, it } from "vitest";
import { DOMAIN_EVENT_LIST, eventQueueOf, voiceNoteHeardEvent } from "./domain-events";
import { JOBS, thumbnailJob } from "./job-registry";
import { OUTBOX_MESSAGES, outboxTypeOf } from "./outbox-messages";

describe("the outbox messages", () => {
  it("can start every job of the registry and deliver every domain event, each under a type of its own", () => {
    expect(OUTBOX_MESSAGES.size).toBe(Object.keys(JOBS).length + DOMAIN_EVENT_LIST.length);
    expect(outboxTypeOf(thumbnailJob)).toBe("job.thumbnail");
    expect(OUTBOX_MESSAGES.get("job.thumbnail")).toEqual([thumbnailJob]);
  });

  it("delivers an event to each of its subscribers, on the subscriber's events queue, named after the event", () => {
    expect(outboxTypeOf(voiceNoteHeardEvent)).toBe("event.voice-note.heard");
    expect(OUTBOX_MESSAGES.get("event.voice-note.heard")).toEqual([
      expect.objectContaining({ name: "voice-note.heard", queue: eventQueueOf("projects"), service: "projects", payload: voiceNoteHeardEvent.payload }),
    ]);
  });
});
