import { endpoints } from "@atelier/contracts";
import { requestUploadTicket, savePhoto } from "@/features/photos/api/photos-api";
import { uploadFile, UploadRefusedError } from "@/lib/upload-file";
import { processRecording } from "@/features/voice/api/voice-api";
import { ApiError } from "@/lib/api";
import { callEndpoint } from "@/lib/endpoint-client";
import type { QueuedDeliveryConfirmation, QueuedPhoto, QueuedUpload } from "./queued-upload";
import { updateUpload } from "./queue-store";

/** The upload URL has expired (it lasts 15 minutes): the bytes go to a fresh one. */
const isExpiredUploadUrl = (error: unknown) => error instanceof UploadRefusedError && error.status === 403;

async function freshUploadUrl(photo: QueuedPhoto): Promise<string> {
  const { uploadURL } = await requestUploadTicket();
  await updateUpload(photo.id, { uploadURL });
  return uploadURL;
}

/**
 * Ticket, bytes, save, each step remembered as it succeeds, so a retry picks up where the last one stopped and
 * saves with the same upload URL, which the server keeps as the photo's idempotency key: one photo however often.
 */
async function sendPhoto(photo: QueuedPhoto): Promise<void> {
  let uploadURL = photo.uploadURL;
  if (!photo.uploaded) {
    uploadURL ??= await freshUploadUrl(photo);
    try {
      await uploadFile(uploadURL, photo.file);
    } catch (error) {
      if (!isExpiredUploadUrl(error)) throw error;
      uploadURL = await freshUploadUrl(photo);
      await uploadFile(uploadURL, photo.file);
    }
    await updateUpload(photo.id, { uploaded: true });
  }
  await savePhoto(photo.projectId, { photoURL: uploadURL!, roomId: photo.roomId });
}

/**
 * The delivery is completed once. A 409 after a confirmation whose answer was lost is that confirmation's own
 * success when the delivery now stands completed; any other 409 is the server's refusal.
 */
async function sendDeliveryConfirmation(upload: QueuedDeliveryConfirmation): Promise<void> {
  try {
    await callEndpoint(endpoints.updateDelivery, { params: { deliveryId: upload.deliveryId }, body: upload.confirmation });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 409)) throw error;
    const deliveries = await callEndpoint(endpoints.projectDeliveries, { params: { projectId: upload.projectId } });
    if (deliveries.find((delivery) => delivery.id === upload.deliveryId)?.status !== "completed") throw error;
  }
}

/** Sends one waiting upload; it resolves only once the server has confirmed it. */
export async function sendQueuedUpload(upload: QueuedUpload): Promise<void> {
  switch (upload.kind) {
    case "voice-note":
      await processRecording(upload.roomId, upload.audio, upload.idempotencyKey);
      return;
    case "photo":
      return sendPhoto(upload);
    case "delivery-confirmation":
      return sendDeliveryConfirmation(upload);
  }
}
