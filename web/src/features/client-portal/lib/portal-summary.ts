import type { ClientPortal, PortalQuote } from "@atelier/contracts";

/** Spec section 9: the Overview's recent activity looks back 7 days and shows 3; 3 upcoming milestones. */
const RECENT_DAYS = 7;
const RECENT_COUNT = 3;
const UPCOMING_COUNT = 3;
const DAY_MS = 24 * 60 * 60 * 1000;

type Meeting = ClientPortal["meetings"][number];
type Installation = ClientPortal["installations"][number];

const time = (iso: string) => Date.parse(iso);

/** Newest first, so the first is the 'Latest Quote'. */
export function quotesNewestFirst(quotes: readonly PortalQuote[]): PortalQuote[] {
  return [...quotes].sort((a, b) => time(b.createdAt) - time(a.createdAt));
}

/** The quotes sent to the client that wait for their answer, newest first. */
export function quotesAwaitingApproval(quotes: readonly PortalQuote[]): PortalQuote[] {
  return quotesNewestFirst(quotes).filter((quote) => quote.status === "sent");
}

/** Meetings held in the last 7 days, most recent first, at most 3. */
export function recentMeetings(meetings: readonly Meeting[], now = Date.now()): Meeting[] {
  return meetings
    .filter((meeting) => time(meeting.scheduledAt) <= now && time(meeting.scheduledAt) >= now - RECENT_DAYS * DAY_MS)
    .sort((a, b) => time(b.scheduledAt) - time(a.scheduledAt))
    .slice(0, RECENT_COUNT);
}

/** The next installations still to come, soonest first, at most 3. */
export function upcomingInstallations(installations: readonly Installation[], now = Date.now()): Installation[] {
  return installations
    .filter((installation) => time(installation.scheduledDate) > now && installation.status !== "cancelled")
    .sort((a, b) => time(a.scheduledDate) - time(b.scheduledDate))
    .slice(0, UPCOMING_COUNT);
}

/** The header's counters; Project Total is the latest quote's total, or null for 'TBD'. */
export function portalCounters(portal: ClientPortal) {
  return {
    rooms: portal.rooms.length,
    designConcepts: portal.images.filter((image) => image.type === "generated").length,
    meetings: portal.meetings.length,
    projectTotal: quotesNewestFirst(portal.quotes)[0]?.total ?? null,
  };
}
