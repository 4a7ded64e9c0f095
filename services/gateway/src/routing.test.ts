import { describe, expect, it } from "vitest";
import { routeTable } from "@atelier/contracts";
import { routeOf, SIGN_IN_LIMITED_ROUTES } from "./routing";

describe("which service owns each API path of the spec", () => {
  it.each([
    ["GET", "/api/user", "auth"],
    ["POST", "/api/login", "auth"],
    ["POST", "/api/register", "auth"],
    ["POST", "/api/logout", "auth"],
    ["GET", "/api/studio/settings", "auth"],
    ["POST", "/api/voice/transcribe", "ai-worker"],
    ["POST", "/api/voice/extract-items", "ai-worker"],
    ["POST", "/api/rooms/r1/generate-images", "ai-worker"],
    ["POST", "/api/projects/p1/generate-images", "ai-worker"],
    ["GET", "/api/jobs/123", "ai-worker"],
    ["POST", "/api/rooms/r1/voice-notes", "projects"],
    ["DELETE", "/api/voice-notes/v1/items", "projects"],
    ["GET", "/api/dashboard/stats", "projects"],
    ["GET", "/api/dashboard/this-week", "projects"],
    ["GET", "/api/logistics/this-week", "logistics"],
    ["GET", "/api/analytics/dashboard", "projects"],
    ["GET", "/api/search", "projects"],
    ["GET", "/api/projects", "projects"],
    ["GET", "/api/projects/p1", "projects"],
    ["POST", "/api/populate-sample-data/p1", "projects"],
    ["GET", "/api/projects/p1/rooms", "projects"],
    ["GET", "/api/rooms/r1", "projects"],
    ["GET", "/api/rooms/r1/items", "projects"],
    ["PUT", "/api/items/i1", "projects"],
    ["GET", "/api/projects/p1/images", "projects"],
    ["GET", "/api/rooms/r1/images", "projects"],
    ["POST", "/api/objects/upload", "projects"],
    ["POST", "/api/projects/p1/photos", "projects"],
    ["GET", "/api/projects/p1/meetings", "projects"],
    ["POST", "/api/meetings/m1/complete", "projects"],
    ["GET", "/api/projects/p1/timeline", "projects"],
    ["PATCH", "/api/timeline/e1", "projects"],
    ["POST", "/api/projects/p1/generate-quote", "quotes"],
    ["GET", "/api/projects/p1/quotes", "quotes"],
    ["GET", "/api/projects/p1/cost-breakdown", "quotes"],
    ["GET", "/api/projects/p1/profit-analysis", "quotes"],
    ["PUT", "/api/projects/p1/category-budgets", "quotes"],
    ["GET", "/api/quotes/q1", "quotes"],
    ["POST", "/api/quotes/q1/revise", "quotes"],
    ["POST", "/api/notifications/send", "quotes"],
    ["GET", "/api/projects/p1/installations", "logistics"],
    ["POST", "/api/installations/i1/cancel", "logistics"],
    ["GET", "/api/projects/p1/productions", "logistics"],
    ["GET", "/api/projects/p1/production-labels", "logistics"],
    ["POST", "/api/productions/i1/status", "logistics"],
    ["GET", "/api/projects/p1/deliveries", "logistics"],
    ["PUT", "/api/deliveries/d1", "logistics"],
    ["GET", "/api/projects/p1/purchase-orders", "logistics"],
    ["POST", "/api/purchase-orders/po1/receive", "logistics"],
    ["GET", "/api/suppliers", "logistics"],
    ["POST", "/api/suppliers/s1/archive", "logistics"],
    ["POST", "/api/projects/p1/portal-token", "portal"],
    ["GET", "/api/projects/p1/portal-tokens", "portal"],
    ["DELETE", "/api/portal-tokens/t1", "portal"],
    ["GET", "/api/client-portal/p1/token", "portal"],
    ["GET", "/api/client-portal/p1/token/quotes/q1/pdf", "quotes"],
    ["PUT", "/api/approvals/q1/sign", "quotes"],
    ["POST", "/api/client-portal/p1/token/quotes/q1/approve", "quotes"],
    ["POST", "/api/client-portal/p1/token/quotes/q1/request-changes", "quotes"],
    ["GET", "/api/client-portal/p1/token/quotes/q1/certificate", "quotes"],
  ])("%s %s → %s", (method, path, owner) => {
    expect(routeOf(method, path)?.service).toBe(owner);
  });

  it.each(["/api", "/api/unknown", "/api/projectsX", "/api/studio", "/apiary", "/api/projects//rooms", "/api/projects/p1//quotes", "/api//projects"])("%s has no owner", (path) => {
    expect(routeOf("GET", path)).toBeNull();
  });

  it("sends every route of the table a browser may call to the service that owns it", () => {
    for (const route of Object.values(routeTable).filter(({ access }) => access !== "internal")) {
      const path = route.path.replace(/:\w+/g, "a1").replace(/\*\w+/, "a/b.jpg");
      expect(routeOf(route.method, path), `${route.method} ${route.path}`).toMatchObject({ service: route.service });
    }
  });

  it("prefers a path written out to a parameter, and the request's method to another on the same path", () => {
    expect(routeOf("POST", "/api/notifications/send")).toMatchObject({ service: "quotes", path: "/api/notifications/send" });
    expect(routeOf("DELETE", "/api/notifications/n1")).toMatchObject({ service: "projects", path: "/api/notifications/:notificationId" });
    expect(routeOf("PUT", "/api/notifications/preferences")).toMatchObject({ method: "PUT", path: "/api/notifications/preferences" });
    expect(routeOf("HEAD", "/api/quotes/q1/pdf")).toMatchObject({ service: "quotes", path: "/api/quotes/:quoteId/pdf" });
  });

  it("leaves a method the path does not have to its service, to answer that it has none", () => {
    expect(routeOf("PATCH", "/api/projects/p1")).toMatchObject({ service: "projects" });
  });

  it("never forwards a service's internal route", () => {
    expect(routeOf("POST", "/internal/portal-tokens/resolve")).toBeNull();
  });

  it("counts signing in, signing up, reset links, invitation links and password changes as sign-in attempts, and nothing else", () => {
    expect(SIGN_IN_LIMITED_ROUTES.map(({ method, path }) => `${method} ${path}`).sort()).toEqual([
      "POST /api/invitations/accept",
      "POST /api/invitations/preview",
      "POST /api/login",
      "POST /api/password-reset",
      "POST /api/password-reset/confirm",
      "POST /api/register",
      "PUT /api/user/password",
    ]);
  });
});
