import type { quoteApprovedEvent } from "@atelier/contracts";
import type { JobHandler } from "@atelier/kit";

/**
 * Lets only approvals a client gave through: a sample home's quote.approved (the sample's orders and production
 * still follow it in logistics) is nobody's, so the studio is told nothing and no timeline records it.
 */
export function signedApprovalsOnly(handler: JobHandler<typeof quoteApprovedEvent.payload>): JobHandler<typeof quoteApprovedEvent.payload> {
  return async (event, context) => (event.sample ? { skipped: "a sample quote: nobody approved it" } : handler(event, context));
}
