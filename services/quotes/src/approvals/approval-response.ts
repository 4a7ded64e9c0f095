import type { QuoteApproval } from "@atelier/contracts";
import type { Approval } from "@atelier/db";

export const toApprovalResponse = (approval: Approval): QuoteApproval => ({
  id: approval.id,
  quoteId: approval.quoteId,
  signedBy: approval.signedBy,
  signedAt: approval.signedAt.toISOString(),
  quoteVersion: approval.quoteVersion,
});
