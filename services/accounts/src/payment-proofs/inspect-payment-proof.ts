import { PAYMENT_PROOF_LIMITS } from "@atelier/contracts";
import { HttpError, type ObjectStorage } from "@atelier/kit";
import { proofFileType } from "./proof-file-type";

export interface InspectedProof {
  /** The bytes that were checked: what is kept, whatever reaches the upload URL later. */
  bytes: Buffer;
  contentType: string;
}

/** Makes sure an upload is a PDF or an image of at most 10 MB, by its bytes; a refused file is removed. */
export async function inspectPaymentProof(storage: ObjectStorage, key: string): Promise<InspectedProof> {
  const stored = await storage.stat(key);
  if (!stored) throw new HttpError(400, "Validation failed", { fileURL: ["Nothing was uploaded to this URL"] });
  if (stored.size > PAYMENT_PROOF_LIMITS.maxBytes) {
    await storage.remove([key]);
    throw new HttpError(413, "File exceeds 10MB limit");
  }
  const bytes = await storage.read(key);
  const contentType = proofFileType(bytes.subarray(0, 16));
  if (!contentType) {
    await storage.remove([key]);
    throw new HttpError(415, "The proof of payment must be a PDF or an image (JPG, PNG or WebP)");
  }
  return { bytes, contentType };
}
