import type { ClientPortal } from "@atelier/contracts";
import { describe, expect, it } from "vitest";
import { portalCounters, recentMeetings, upcomingInstallations } from "./portal-summary";

const now = Date.parse("2026-11-23T10:00:00Z");
const meeting = (id: string, scheduledAt: string) => ({ id, title: id, description: null, type: "review", status: "scheduled", scheduledAt, duration: 60, location: null });
const installation = (id: string, scheduledDate: string, status = "scheduled") => ({ id, title: id, description: null, type: "furniture", status, scheduledDate, estimatedDuration: 4 });

describe("the portal's overview", () => {
  it("shows up to 3 meetings of the last 7 days, most recent first, and none to come or older", () => {
    const meetings = [
      meeting("eight-days-ago", "2026-11-15T09:00:00Z"),
      meeting("yesterday", "2026-11-22T09:00:00Z"),
      meeting("tomorrow", "2026-11-24T09:00:00Z"),
      meeting("two-days-ago", "2026-11-21T09:00:00Z"),
      meeting("three-days-ago", "2026-11-20T09:00:00Z"),
      meeting("four-days-ago", "2026-11-19T09:00:00Z"),
    ];
    expect(recentMeetings(meetings, now).map(({ id }) => id)).toEqual(["yesterday", "two-days-ago", "three-days-ago"]);
  });

  it("shows the next 3 installations to come, soonest first, leaving out past and cancelled ones", () => {
    const installations = [
      installation("past", "2026-11-01T09:00:00Z"),
      installation("later", "2027-01-10T09:00:00Z"),
      installation("cancelled", "2026-11-25T09:00:00Z", "cancelled"),
      installation("soonest", "2026-11-24T09:00:00Z"),
      installation("next", "2026-12-01T09:00:00Z"),
      installation("last", "2027-02-01T09:00:00Z"),
    ];
    expect(upcomingInstallations(installations, now).map(({ id }) => id)).toEqual(["soonest", "next", "later"]);
  });

  it("counts rooms, generated designs and meetings, and takes the latest quote's total as the project's", () => {
    const quote = (total: string, createdAt: string) => ({ total, createdAt }) as ClientPortal["quotes"][number];
    const portal = {
      rooms: [{}, {}],
      images: [{ type: "generated" }, { type: "photo" }, { type: "generated" }],
      meetings: [{}],
      quotes: [quote("1150.00", "2026-11-01T09:00:00Z"), quote("2300.00", "2026-11-20T09:00:00Z")],
    } as unknown as ClientPortal;
    expect(portalCounters(portal)).toEqual({ rooms: 2, designConcepts: 2, meetings: 1, projectTotal: "2300.00" });
    expect(portalCounters({ ...portal, quotes: [] }).projectTotal).toBeNull();
  });
});
