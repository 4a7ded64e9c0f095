import type { UpdateDeliveryRequest } from "@atelier/contracts";

/** What every waiting upload keeps: whose it is, when it was made, and why the server refused it, once it has. */
interface QueuedBase {
  /** IndexedDB's own key, rising: the queue uploads in this order. */
  id: number;
  /** Only the designer who made an upload sends it; another's waits for them to sign in again on this device. */
  userId: string;
  projectId: string;
  queuedAt: string;
  /** The server's reason for refusing it (a 4xx): it waits to be discarded and is never sent again. */
  failure: string | null;
}

/** A site-visit recording for the room's voice pipeline; the key makes a resent recording start one job. */
export interface QueuedVoiceNote extends QueuedBase {
  kind: "voice-note";
  roomId: string;
  roomName: string;
  audio: Blob;
  idempotencyKey: string;
}

/**
 * A photo for the project (and a room). The upload URL, once taken, is the photo's idempotency key on the server,
 * so it is kept with the photo and reused on every retry; `uploaded` says its bytes are already there.
 */
export interface QueuedPhoto extends QueuedBase {
  kind: "photo";
  roomId: string | null;
  fileName: string;
  file: Blob;
  uploadURL: string | null;
  uploaded: boolean;
}

/** A receiver's signature for a delivery in transit, with their name and notes, as PUT /api/deliveries/:id takes it. */
export interface QueuedDeliveryConfirmation extends QueuedBase {
  kind: "delivery-confirmation";
  deliveryId: string;
  deliveryNumber: string;
  confirmation: UpdateDeliveryRequest;
}

export type QueuedUpload = QueuedVoiceNote | QueuedPhoto | QueuedDeliveryConfirmation;

/** An upload as it is handed to the queue, which gives it its id, time, designer and (no) failure. */
export type NewUpload = QueuedUpload extends infer U ? (U extends QueuedUpload ? Omit<U, "id" | "queuedAt" | "failure" | "userId"> : never) : never;

/** How the queue's list names an upload. */
export function uploadLabel(upload: QueuedUpload): string {
  switch (upload.kind) {
    case "voice-note":
      return `Voice note for ${upload.roomName}`;
    case "photo":
      return `Photo ${upload.fileName}`;
    case "delivery-confirmation":
      return `Signature for ${upload.deliveryNumber}`;
  }
}

/**
 * A fresh idempotency key. Not crypto.randomUUID, which exists only in secure contexts: the site app may be
 * opened over plain http on a studio's network.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
}
