import { describe, expect, it } from "vitest";
import { ownerOf } from "./routing";

describe("which service owns each API path of the spec", () => {
  it.each([
    ["/api/user", "auth"],
    ["/api/login", "auth"],
    ["/api/register", "auth"],
    ["/api/logout", "auth"],
    ["/api/studio/settings", "auth"],
    ["/api/voice/transcribe", "ai-worker"],
    ["/api/voice/extract-items", "ai-worker"],
    ["/api/rooms/r1/generate-images", "ai-worker"],
    ["/api/projects/p1/generate-images", "ai-worker"],
    ["/api/jobs/123", "ai-worker"],
    ["/api/rooms/r1/voice-notes", "projects"],
    ["/api/dashboard/stats", "projects"],
    ["/api/analytics/dashboard", "projects"],
    ["/api/search", "projects"],
    ["/api/projects", "projects"],
    ["/api/projects/p1", "projects"],
    ["/api/populate-sample-data/p1", "projects"],
    ["/api/projects/p1/rooms", "projects"],
    ["/api/rooms/r1", "projects"],
    ["/api/rooms/r1/items", "projects"],
    ["/api/items/i1", "projects"],
    ["/api/projects/p1/images", "projects"],
    ["/api/rooms/r1/images", "projects"],
    ["/api/objects/upload", "projects"],
    ["/api/projects/p1/photos", "projects"],
    ["/api/projects/p1/meetings", "projects"],
    ["/api/projects/p1/timeline", "projects"],
    ["/api/timeline/e1", "projects"],
    ["/api/projects/p1/generate-quote", "quotes"],
    ["/api/projects/p1/quotes", "quotes"],
    ["/api/projects/p1/cost-breakdown", "quotes"],
    ["/api/projects/p1/profit-analysis", "quotes"],
    ["/api/projects/p1/category-budgets", "quotes"],
    ["/api/quotes/q1", "quotes"],
    ["/api/quotes/q1/revise", "quotes"],
    ["/api/notifications/send", "quotes"],
    ["/api/projects/p1/installations", "logistics"],
    ["/api/projects/p1/productions", "logistics"],
    ["/api/projects/p1/production-labels", "logistics"],
    ["/api/productions/i1/status", "logistics"],
    ["/api/projects/p1/deliveries", "logistics"],
    ["/api/deliveries/d1", "logistics"],
    ["/api/projects/p1/purchase-orders", "logistics"],
    ["/api/purchase-orders/po1/receive", "logistics"],
    ["/api/suppliers", "logistics"],
    ["/api/suppliers/s1/archive", "logistics"],
    ["/api/projects/p1/portal-token", "portal"],
    ["/api/projects/p1/portal-tokens", "portal"],
    ["/api/portal-tokens/t1", "portal"],
    ["/api/client-portal/p1/token", "portal"],
    ["/api/client-portal/p1/token/quotes/q1/pdf", "quotes"],
    ["/api/approvals/q1/sign", "quotes"],
    ["/api/client-portal/p1/token/quotes/q1/approve", "quotes"],
    ["/api/client-portal/p1/token/quotes/q1/request-changes", "quotes"],
    ["/api/client-portal/p1/token/quotes/q1/certificate", "quotes"],
  ])("%s → %s", (path, owner) => {
    expect(ownerOf(path)).toBe(owner);
  });

  it.each(["/api", "/api/unknown", "/api/projectsX", "/api/studio", "/apiary", "/api/projects//rooms", "/api/projects/p1//quotes", "/api//projects"])("%s has no owner", (path) => {
    expect(ownerOf(path)).toBeNull();
  });
});
