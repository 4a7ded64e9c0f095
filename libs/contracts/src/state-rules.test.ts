import { describe, expect, it } from "vitest";
import { INSTALLATION_RULES, INSTALLATION_STATUSES } from "./installations";
import { MEETING_RULES, MEETING_STATUSES } from "./meetings";
import { PURCHASE_ORDER_RULES, PURCHASE_ORDER_STATUSES } from "./purchase-orders";
import { QUOTE_RULES, QUOTE_STATUSES } from "./quotes";
import type { StateRules } from "./state-rules";
import { TIMELINE_EVENT_RULES, TIMELINE_ORIGINS } from "./timeline";

/** Every status against every action: the statuses from which each action is allowed. */
function table<S extends string, A extends string>(rules: StateRules<S, A>, statuses: readonly S[]) {
  const actions = Object.keys(rules.allowedFrom) as A[];
  return Object.fromEntries(actions.map((action) => [action, statuses.filter((status) => rules.allows(status, action))]));
}

describe("the state rules", () => {
  it("let a quote be edited as a draft, sent while draft or sent, answered by its client only while sent, and revised once sent, rejected or expired", () => {
    expect(table(QUOTE_RULES, QUOTE_STATUSES)).toEqual({
      edit: ["draft"],
      send: ["draft", "sent"],
      answer: ["sent"],
      revise: ["sent", "rejected", "expired"],
    });
    expect(QUOTE_RULES.refusal("approved", "edit")).toBe("This quote was approved by the client and can no longer change");
    expect(QUOTE_RULES.refusal("superseded", "send")).toBe("This version was replaced by a later one and can no longer change");
    expect(QUOTE_RULES.refusal("rejected", "send")).toBe("A quote that is rejected cannot be sent");
    expect(QUOTE_RULES.refusal("draft", "revise")).toBe("A draft is edited as it is: only a sent, rejected or expired quote is revised");
  });

  it("move a purchase order draft → sent → acknowledged → received, cancelled only before anything arrived", () => {
    expect(table(PURCHASE_ORDER_RULES, PURCHASE_ORDER_STATUSES)).toEqual({
      sent: ["draft"],
      acknowledged: ["sent"],
      received: ["sent", "acknowledged", "partly_received"],
      cancelled: ["draft", "sent", "acknowledged"],
    });
    expect(PURCHASE_ORDER_RULES.refusal("partly_received", "cancelled")).toBe("This purchase order is partly received and cannot be cancelled");
    expect(PURCHASE_ORDER_RULES.refusal("cancelled", "received")).toBe("This purchase order is cancelled and cannot be received against");
  });

  it("let a meeting be changed until it is under way, and completed or cancelled until it is over", () => {
    expect(table(MEETING_RULES, MEETING_STATUSES)).toEqual({
      edit: ["scheduled"],
      start: ["scheduled"],
      complete: ["scheduled", "in_progress"],
      cancel: ["scheduled", "in_progress"],
    });
    expect(MEETING_RULES.refusal("completed", "cancel")).toBe("This meeting is completed and cannot be cancelled");
  });

  it("let a delayed installation be rescheduled or started, complete only one under way, and keep completed and cancelled final", () => {
    expect(table(INSTALLATION_RULES, INSTALLATION_STATUSES)).toEqual({
      edit: ["scheduled", "delayed"],
      start: ["scheduled", "delayed"],
      complete: ["in_progress"],
      cancel: ["scheduled", "in_progress", "delayed"],
    });
    expect(INSTALLATION_RULES.refusal("scheduled", "complete")).toBe("This installation is scheduled and cannot be completed: start it first");
    expect(INSTALLATION_RULES.refusal("cancelled", "complete")).toBe("This installation is cancelled and cannot be completed");
  });

  it("let a timeline event's status move unless it is a notice, and delete only a milestone a designer added", () => {
    expect([true, false].filter((notice) => TIMELINE_EVENT_RULES.canSetStatus({ notice }))).toEqual([false]);
    expect(TIMELINE_ORIGINS.filter((origin) => TIMELINE_EVENT_RULES.canDelete({ origin }))).toEqual(["designer"]);
  });
});
