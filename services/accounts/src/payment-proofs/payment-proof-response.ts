import type { PaymentProof } from "@atelier/contracts";
import { toPortalPaymentProof, type ObjectStorage, type PaymentProofWithInvoice } from "@atelier/kit";

/** How long the studio's link to a proof's file stays valid. */
const FILE_URL_SECONDS = 3600;

/** A proof as the studio sees it: the client's view of it, the file, and what became of it. */
export async function toPaymentProof(storage: ObjectStorage, proof: PaymentProofWithInvoice): Promise<PaymentProof> {
  return {
    ...toPortalPaymentProof(proof),
    projectId: proof.projectId,
    invoiceId: proof.invoiceId,
    fileUrl: await storage.downloadUrl(proof.objectKey, FILE_URL_SECONDS),
    contentType: proof.contentType,
    sizeBytes: proof.sizeBytes,
    paymentId: proof.paymentId,
    decidedAt: proof.decidedAt?.toISOString() ?? null,
  };
}
