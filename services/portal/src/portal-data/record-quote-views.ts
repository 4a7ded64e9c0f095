import { randomUUID } from "node:crypto";
import { quoteViewedEvent, type PortalQuote } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { writeEvent } from "@atelier/kit";
import type { PortalDeps } from "../config";

/** A link's view of a quote is written at most this often: the page refetches on every live change. */
const VIEW_EVERY_SECONDS = 3600;

export interface PortalView {
  portalTokenId: string;
  ipAddress: string;
  userAgent: string;
}

/**
 * The client saw the project's sent quotes: a quote.viewed event for each, unless this link saw that
 * quote within the hour. Redis keeps the hour (one round trip for all the quotes); a Redis outage only
 * means this view is not recorded, never that the client's page fails.
 */
export async function recordQuoteViews({ prisma, redis, logger }: PortalDeps, project: Project, quotes: readonly PortalQuote[], view: PortalView): Promise<void> {
  try {
    const sent = quotes.filter(({ status }) => status === "sent");
    if (sent.length === 0) return;
    const marks = redis.pipeline();
    for (const quote of sent) marks.set(`portal:quote-viewed:${view.portalTokenId}:${quote.id}`, "1", "EX", VIEW_EVERY_SECONDS, "NX");
    const marked = (await marks.exec()) ?? [];
    const failed = marked.find(([error]) => error);
    if (failed) throw failed[0];
    const fresh = sent.filter((_quote, index) => marked[index]?.[1] === "OK");
    if (fresh.length === 0) return;
    const viewedAt = new Date().toISOString();
    await prisma.$transaction(async (tx) => {
      for (const quote of fresh) {
        await writeEvent(tx, quoteViewedEvent, randomUUID(), {
          quoteId: quote.id,
          projectId: project.id,
          studioId: project.studioId,
          number: quote.number,
          version: quote.version,
          viewedAt,
          ...view,
        });
      }
    });
  } catch (error) {
    logger.warn({ err: error, projectId: project.id }, "The client's view of the quotes was not recorded");
  }
}
