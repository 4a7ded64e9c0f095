import type { quoteViewedEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";
import { recordPortalAct } from "../approvals/record-portal-act";
import type { QuotesWorkerDeps } from "../jobs/worker-deps";

/** A client's view of a quote in the portal goes into the quote's audit trail, once per event. */
export const recordQuoteView =
  ({ prisma }: QuotesWorkerDeps): JobHandler<typeof quoteViewedEvent.payload> =>
  async ({ quoteId, projectId, portalTokenId, ipAddress, userAgent, viewedAt }, { jobId: eventId }) => {
    await recordPortalAct(prisma, {
      id: eventId,
      quote: { id: quoteId, projectId },
      action: "viewed",
      seen: { portalTokenId, ipAddress, userAgent },
      at: new Date(viewedAt),
    });
    return { quoteId };
  };
