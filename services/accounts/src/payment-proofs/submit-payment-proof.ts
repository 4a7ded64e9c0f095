import { randomUUID } from "node:crypto";
import { OWING_INVOICE_STATUSES, paymentProofUploadedEvent, type Endpoints } from "@atelier/contracts";
import { fromDateOnly, Prisma, type Project } from "@atelier/db";
import { changedNothing, fieldRefused, objectKeys, paymentProofInclude, recordActivity, toPortalPaymentProof, writeEvent, type PaymentProofWithInvoice, type PortalClient, type RouteHandler, type UploadQuota } from "@atelier/kit";
import type { AccountsDeps } from "../config";
import { refuseFutureDay } from "../payments/refuse-future-day";
import { inspectPaymentProof } from "./inspect-payment-proof";
import { paymentProofRecord } from "./payment-proof-activity";

export type ProofDeps = AccountsDeps & { quota: UploadQuota };

/**
 * POST /api/client-portal/:projectId/:token/payment-proofs: keeps the file the client PUT to the portal's upload URL
 * (a PDF or an image, checked by its bytes and copied under a key no URL can write to) with what they say they paid,
 * and tells the studio (proof-of-payment.uploaded, in the same transaction). The same upload sent twice is one proof.
 */
export function submitPaymentProof(deps: ProofDeps): RouteHandler<Endpoints["submitPaymentProof"], PortalClient, Project> {
  const { prisma, storage, quota, changes } = deps;
  return async (_req, res, { caller, record: project, body }) => {
    const uploadKey = storage.keyOfUrl(body.fileURL);
    if (!uploadKey?.startsWith(objectKeys.portalUploadPrefix(project.studioId, project.id))) throw fieldRefused("fileURL", "Upload the proof of payment first");
    await refuseFutureDay(prisma, project.studioId, "paidOn", "Paid on", body.paidOn);
    const invoice = body.invoiceId
      ? await prisma.invoice.findFirst({ where: { id: body.invoiceId, projectId: project.id, status: { in: [...OWING_INVOICE_STATUSES, "paid"] } }, select: { id: true, number: true } })
      : null;
    if (body.invoiceId && !invoice) throw fieldRefused("invoiceId", "Choose one of your invoices");

    const saved = async (): Promise<PaymentProofWithInvoice | null> => prisma.paymentProof.findUnique({ where: { uploadKey }, include: paymentProofInclude });
    const answer = (proof: PaymentProofWithInvoice, status: number) => res.status(status).json(toPortalPaymentProof(proof));
    const existing = await saved();
    if (existing) {
      changedNothing();
      return answer(existing, 200);
    }

    // A second tap a moment earlier removes the upload once it has its copy.
    const inspected = await inspectPaymentProof(storage, uploadKey).catch(async (error: unknown) => ((await saved()) ? null : Promise.reject(error)));
    if (!inspected) return answer((await saved())!, 200);
    const { bytes, contentType } = inspected;
    const id = randomUUID();
    const objectKey = objectKeys.paymentProof(project.studioId, id);
    await storage.put(objectKey, bytes, contentType);
    const proof = await prisma
      .$transaction(async (tx) => {
        const created = await tx.paymentProof.create({
          data: {
            id,
            studioId: project.studioId,
            projectId: project.id,
            invoiceId: invoice?.id ?? null,
            amount: body.amount,
            paidOn: fromDateOnly(body.paidOn),
            reference: body.reference ?? null,
            objectKey,
            contentType,
            sizeBytes: bytes.length,
            uploadKey,
            portalTokenId: caller.tokenId,
          },
          include: paymentProofInclude,
        });
        const payload = { proofId: id, projectId: project.id, studioId: project.studioId, amount: body.amount, paidOn: body.paidOn, invoiceNumber: invoice?.number ?? null };
        await writeEvent(tx, paymentProofUploadedEvent, id, payload);
        await recordActivity(tx, { studioId: project.studioId, projectId: project.id, record: paymentProofRecord(created), action: "created" });
        return created;
      })
      .catch(async (error: unknown) => {
        await storage.remove([objectKey]);
        // The same upload sent a moment ago by a second tap.
        if (error instanceof Prisma.PrismaClientKnownRequestError && error.code === "P2002") return null;
        throw error;
      });
    if (!proof) return answer((await saved())!, 200);
    await storage.remove([uploadKey]);
    await quota.stored(project.studioId, bytes.length);
    changes.announce(project.id, "invoices", proof.id);
    answer(proof, 201);
  };
}
