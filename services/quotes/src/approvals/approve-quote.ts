import { randomUUID } from "node:crypto";
import { APPROVAL_CONSENT_STATEMENTS, QUOTE_NOT_SIGNABLE_MESSAGES, quoteApprovedEvent, type SignatureMethod } from "@atelier/contracts";
import { isUniqueViolation, type Approval, type Quote } from "@atelier/db";
import { conflict, objectKeys, recordActivity, writeEvent, type ProjectChanges } from "@atelier/kit";
import { keptQuotePdfSha256, type KeptPdfDeps } from "../quote-pdf/kept-quote-pdf";
import { sha256Of } from "../quote-pdf/rendered-pdf";
import type { PortalRequestSeen } from "./request-seen";
import { lockAnswerableQuote } from "./signable";
import { quoteRecord } from "../quotes/quote-activity";

export interface ApproveQuoteDeps extends KeptPdfDeps {
  changes: ProjectChanges;
}

export interface ClientSignature {
  /** The PNG the client drew (or their typed name, rendered), checked for ink. */
  png: Buffer;
  /** The name the client typed under it. */
  signedBy: string;
  /** Drawn on the pad, or the typed name rendered: the consent statement kept is the one shown for it. */
  method: SignatureMethod;
}

/**
 * The client signs a sent quote. In one transaction the quote becomes approved (and so locked: only
 * drafts are edited), the approval records the evidence, the audit trail gains the act, and the
 * quote.approved event is written; a second approval of the same quote, at once or later, is a 409.
 * What was signed is the PDF kept for this version, the bytes the client could download. Once committed, the
 * outbox relay is woken for the event and the project's open pages are told.
 */
export async function approveQuote(deps: ApproveQuoteDeps, quote: Quote, signature: ClientSignature, seen: PortalRequestSeen, now = new Date()): Promise<Approval> {
  const signedPdfSha256 = await keptQuotePdfSha256(deps, quote);
  const approvalId = randomUUID();
  const signatureKey = objectKeys.approvalSignature(quote.studioId, approvalId);
  await deps.storage.put(signatureKey, signature.png, "image/png");
  let approval: Approval;
  try {
    approval = await deps.prisma.$transaction(async (tx) => {
      await lockAnswerableQuote(tx, quote.id, now);
      const approval = await tx.approval.create({
        data: {
          id: approvalId,
          quoteId: quote.id,
          projectId: quote.projectId,
          signatureObjectKey: signatureKey,
          signatureSha256: sha256Of(signature.png),
          signedBy: signature.signedBy,
          consentStatement: APPROVAL_CONSENT_STATEMENTS[signature.method],
          ipAddress: seen.ipAddress,
          userAgent: seen.userAgent,
          portalTokenId: seen.portalTokenId,
          signedAt: now,
          quoteVersion: quote.version,
          quoteSha256: signedPdfSha256,
        },
      });
      await tx.quoteAuditEvent.create({
        data: { quoteId: quote.id, projectId: quote.projectId, action: "approved", actor: signature.signedBy, at: now, ...seen },
      });
      await tx.quote.update({ where: { id: quote.id }, data: { status: "approved", approvedAt: now } });
      await writeEvent(tx, quoteApprovedEvent, approvalId, {
        quoteId: quote.id,
        projectId: quote.projectId,
        studioId: quote.studioId,
        number: quote.number,
        version: quote.version,
        approvalId,
        signedBy: signature.signedBy,
        total: quote.total.toFixed(2),
      });
      await recordActivity(tx, { studioId: quote.studioId, projectId: quote.projectId, record: quoteRecord(quote), action: "approved", changes: [{ field: "signedBy", label: "Signed by", before: null, after: signature.signedBy }] });
      return approval;
    });
  } catch (error) {
    await deps.storage.remove([signatureKey]).catch(() => undefined);
    throw isUniqueViolation(error) ? conflict(QUOTE_NOT_SIGNABLE_MESSAGES.approved) : error;
  }
  deps.changes.announce(quote.projectId, "quotes", quote.id);
  return approval;
}
