import { randomUUID } from "node:crypto";
import { quoteChangesRequestedEvent } from "@atelier/contracts";
import type { PrismaClient, Quote } from "@atelier/db";
import { recordActivity, statusChange, writeEvent } from "@atelier/kit";
import type { PortalRequestSeen } from "./request-seen";
import { lockAnswerableQuote } from "./signable";
import { quoteRecord } from "../quotes/quote-activity";

export interface ChangeRequest {
  comment: string;
  requestedBy: string | null;
}

/**
 * The client asks for changes to a sent quote instead of approving it: in one transaction the quote
 * becomes rejected (the studio revises it into a new version), the trail keeps the comment, and the
 * quote.changes-requested event tells the studio.
 */
export async function requestQuoteChanges(prisma: PrismaClient, quote: Quote, request: ChangeRequest, seen: PortalRequestSeen, now = new Date()): Promise<void> {
  await prisma.$transaction(async (tx) => {
    await lockAnswerableQuote(tx, quote.id, now);
    await tx.quote.update({ where: { id: quote.id }, data: { status: "rejected" } });
    await tx.quoteAuditEvent.create({
      data: { quoteId: quote.id, projectId: quote.projectId, action: "changes_requested", actor: request.requestedBy, comment: request.comment, at: now, ...seen },
    });
    await writeEvent(tx, quoteChangesRequestedEvent, randomUUID(), {
      quoteId: quote.id,
      projectId: quote.projectId,
      studioId: quote.studioId,
      number: quote.number,
      version: quote.version,
      comment: request.comment,
      requestedBy: request.requestedBy,
    });
    const changes = [statusChange(quote.status, "rejected"), { field: "comment", label: "Changes asked for", before: null, after: request.comment }];
    await recordActivity(tx, { studioId: quote.studioId, projectId: quote.projectId, record: quoteRecord(quote), action: "updated", changes });
  });
}
