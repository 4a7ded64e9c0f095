import type { QuoteAudit } from "@atelier/contracts";
import type { Quote } from "@atelier/db";
import type { AccessHandler, Staff } from "@atelier/kit";
import type { QuotesDeps } from "../config";

/** GET /api/quotes/:id/audit: the approval's evidence, if signed, and what the client did in the portal, oldest first. */
export function getQuoteAudit({ prisma }: QuotesDeps): AccessHandler<Staff, Quote> {
  return async (_req, res, { record: quote }) => {
    const [approval, entries] = await Promise.all([
      prisma.approval.findUnique({ where: { quoteId: quote.id } }),
      prisma.quoteAuditEvent.findMany({ where: { quoteId: quote.id }, orderBy: [{ at: "asc" }, { id: "asc" }] }),
    ]);
    const audit: QuoteAudit = {
      approval: approval && {
        id: approval.id,
        signedBy: approval.signedBy,
        signedAt: approval.signedAt.toISOString(),
        quoteVersion: approval.quoteVersion,
        ipAddress: approval.ipAddress,
        userAgent: approval.userAgent,
        pdfSha256: approval.quoteSha256,
        signatureSha256: approval.signatureSha256,
        consentStatement: approval.consentStatement,
      },
      entries: entries.map((entry) => ({
        id: entry.id,
        action: entry.action,
        at: entry.at.toISOString(),
        actor: entry.actor,
        ipAddress: entry.ipAddress,
        userAgent: entry.userAgent,
        comment: entry.comment,
      })),
    };
    res.json(audit);
  };
}
