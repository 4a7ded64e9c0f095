import type { TimelineEvent } from "@atelier/contracts";

/** A designer's pending milestone on 1 December 2099 (South African time), with the fields a test cares about changed. */
export const timelineEvent = (fields: Partial<TimelineEvent> = {}): TimelineEvent => ({
  id: "5a0c6c0e-4a53-4b7e-9a45-0d0f6f6f0001",
  projectId: "3b0f6d2e-5a4c-4e1b-9f8a-7c6d5e4f3a21",
  title: "Handover",
  description: null,
  date: "2099-11-30T22:00:00.000Z",
  status: "pending",
  overdue: false,
  category: "milestone",
  attachments: [],
  origin: "designer",
  meetingId: null,
  notice: false,
  createdAt: "2026-11-01T08:00:00.000Z",
  ...fields,
});
