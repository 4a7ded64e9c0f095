import type { quoteApprovedEvent } from "@atelier/contracts";
import { isUniqueViolation } from "@atelier/db";
import { HttpError, type JobHandler } from "@atelier/kit";
import { createInvoice } from "../invoices/create-invoice";
import { issueInvoice } from "../invoices/issue-invoice";
import type { AccountsWorkerDeps } from "../jobs/worker-deps";
import { startInvoiceSending } from "../sending/start-invoice-sending";

/** A refusal the studio's own rules meet (nothing left to bill, no client address or e-mail): the deposit stops there. */
const refusalOf = (error: unknown): string | null => (error instanceof HttpError && error.status < 500 ? error.message : null);

/**
 * When a client approves a quote, the studio asks its deposit: a deposit invoice for the studio's deposit percent of
 * the quote, issued and e-mailed to the client, or left a draft for the studio to review (its setting). A sample
 * quote or a deposit of 0% asks none; what the studio's rules refuse (no client address for a tax invoice over
 * R 5,000, no client e-mail) leaves the invoice where it got to, for the studio to finish. The event's id keys the
 * invoice, so a redelivered event takes it on from where it stands.
 */
export const onQuoteApproved =
  (deps: AccountsWorkerDeps): JobHandler<typeof quoteApprovedEvent.payload> =>
  async ({ quoteId, projectId, studioId, sample }, { jobId }) => {
    if (sample) return { deposit: "none: a sample quote" };
    const { prisma } = deps;
    const studio = await prisma.studio.findUniqueOrThrow({ where: { id: studioId }, select: { depositPercent: true, reviewDepositInvoices: true } });
    if (studio.depositPercent.isZero()) return { deposit: "none: the studio asks no deposit" };
    const project = { id: projectId, studioId };
    const draft = async () => {
      const kept = await prisma.invoice.findUnique({ where: { sourceEventId: jobId }, select: { id: true, status: true, sentAt: true } });
      if (kept) return kept;
      const body = { kind: "deposit" as const, quoteId, percent: null, quoteLineIds: null, notes: null };
      const id = await createInvoice(prisma, project, body, { createdById: null, sourceEventId: jobId }).catch(async (error: unknown) => {
        if (isUniqueViolation(error)) return (await prisma.invoice.findUniqueOrThrow({ where: { sourceEventId: jobId } })).id;
        throw error;
      });
      return { id, status: "draft" as const, sentAt: null };
    };
    try {
      const invoice = await draft();
      deps.changes.announce(projectId, "invoices", invoice.id);
      if (studio.reviewDepositInvoices) return { deposit: "drafted for the studio to review", invoiceId: invoice.id };
      if (invoice.sentAt) return { deposit: "issued and sent", invoiceId: invoice.id };
      if (invoice.status === "draft") await issueInvoice(prisma, { id: invoice.id, projectId, studioId });
      deps.changes.announce(projectId, "invoices", invoice.id);
      const jobIdOfSending = await startInvoiceSending(deps, { id: invoice.id, projectId, studioId }, { sentBy: null, message: null });
      return { deposit: "issued and sent", invoiceId: invoice.id, sendJobId: jobIdOfSending };
    } catch (error) {
      const refusal = refusalOf(error);
      if (refusal === null) throw error;
      return { deposit: `stopped: ${refusal}` };
    }
  };
