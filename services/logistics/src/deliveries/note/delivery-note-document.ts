import type { LetterheadStudio } from "@atelier/kit/pdf/studio-pdf";

/** What a delivery note prints: the studio's letterhead, the delivery, its items and, once signed, the proof. */
export interface DeliveryNoteDocument {
  studio: LetterheadStudio;
  project: { title: string; code: string | null; address: string | null; clientName: string | null };
  delivery: {
    number: string;
    status: string;
    scheduledDate: Date;
    deliveredDate: Date | null;
    driverName: string | null;
    driverPhone: string | null;
    notes: string | null;
  };
  items: Array<{ name: string; quantity: number }>;
  /** Null until the receiver has signed. */
  proof: { receivedBy: string | null; signaturePng: Buffer } | null;
}
