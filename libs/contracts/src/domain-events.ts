import { z } from "zod";
import { extractedItemSchema } from "./voice";

/**
 * Something that happened in one service that others react to. It is written to the outbox in the
 * transaction of the change, and each subscribing service gets it as a job on its own events queue,
 * under the outbox row's id: a subscriber sees each event once per delivery and must be idempotent.
 */
export interface DomainEventDefinition<P extends z.ZodType = z.ZodType, N extends string = string> {
  name: N;
  payload: P;
  /** The services (folders under services/) whose workers react to it. */
  subscribers: readonly string[];
}

const defineEvent = <P extends z.ZodType, N extends string>(definition: DomainEventDefinition<P, N>): DomainEventDefinition<P, N> => definition;

/**
 * A recording was heard and its items read out (ai-worker); the projects service saves the note and the
 * confident items to the room, and finishes the voice-note job the recorder follows.
 */
export const voiceNoteHeardEvent = defineEvent({
  name: "voice-note.heard",
  payload: z.object({
    roomId: z.uuid(),
    recordingKey: z.string(),
    transcript: z.string(),
    duration: z.number().min(0),
    items: z.array(extractedItemSchema),
  }),
  subscribers: ["projects"],
});

/** One rendered concept, its files already in object storage under its id. */
export const renderedConceptSchema = z.object({
  id: z.uuid(),
  objectKey: z.string(),
  thumbnailObjectKey: z.string(),
  contentType: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  prompt: z.string(),
  tags: z.array(z.string()),
});
export type RenderedConcept = z.infer<typeof renderedConceptSchema>;

/**
 * Concept visuals were rendered and stored (ai-worker); the projects service keeps them as the room's
 * (or the project's) generated images, and finishes the generate-images job.
 */
export const conceptsRenderedEvent = defineEvent({
  name: "concepts.rendered",
  payload: z.object({ projectId: z.uuid(), roomId: z.uuid().nullable(), concepts: z.array(renderedConceptSchema) }),
  subscribers: ["projects"],
});

/** A photo's thumbnail was stored (ai-worker); the projects service points the photo at it. */
export const thumbnailMadeEvent = defineEvent({
  name: "thumbnail.made",
  payload: z.object({ imageId: z.uuid(), thumbnailObjectKey: z.string() }),
  subscribers: ["projects"],
});

/** What every quote event names: the quote's version, and the project it belongs to. */
const quoteEventPayload = z.object({ quoteId: z.uuid(), projectId: z.uuid(), number: z.string(), version: z.number().int() });

/** A draft quote was built from a project's room items (quotes). */
export const quoteGeneratedEvent = defineEvent({
  name: "quote.generated",
  payload: quoteEventPayload.extend({ total: z.string() }),
  subscribers: [],
});

/** A quote was sent to the client (quotes): the portal and notifications react to it. */
export const quoteSentEvent = defineEvent({
  name: "quote.sent",
  payload: quoteEventPayload.extend({ sentTo: z.string() }),
  subscribers: [],
});

/** A sent quote passed its valid-until date without an answer (quotes' daily expiry). */
export const quoteExpiredEvent = defineEvent({
  name: "quote.expired",
  payload: quoteEventPayload,
  subscribers: [],
});

/** A client signed a sent quote in the portal (quotes): it is locked, its certificate is made and the studio is told. */
export const quoteApprovedEvent = defineEvent({
  name: "quote.approved",
  /**
   * approvalId is null, and sample true, for the sample home's quote, approved without a signature: it is drafted
   * into orders and production like a real one, but nobody is told and no timeline records it.
   */
  payload: quoteEventPayload.extend({ studioId: z.uuid(), approvalId: z.uuid().nullable(), signedBy: z.string(), total: z.string(), sample: z.boolean().default(false) }),
  subscribers: ["quotes", "projects", "logistics", "accounts"],
});

/** A client asked for changes to a sent quote instead of approving it (quotes); it is now rejected. */
export const quoteChangesRequestedEvent = defineEvent({
  name: "quote.changes-requested",
  payload: quoteEventPayload.extend({ studioId: z.uuid(), comment: z.string(), requestedBy: z.string().nullable() }),
  subscribers: ["projects"],
});

/**
 * A client opened the portal while a sent quote was on it (portal), at most once an hour per link and
 * quote: the quotes service adds it to the quote's audit trail, and the studio hears of the first view.
 */
export const quoteViewedEvent = defineEvent({
  name: "quote.viewed",
  payload: quoteEventPayload.extend({
    studioId: z.uuid(),
    portalTokenId: z.uuid(),
    ipAddress: z.string(),
    userAgent: z.string(),
    viewedAt: z.iso.datetime(),
  }),
  subscribers: ["quotes", "projects"],
});

/** A job failed for good after its last attempt (any worker); its owner is notified. */
export const jobFailedEvent = defineEvent({
  name: "job.failed",
  payload: z.object({
    jobId: z.uuid(),
    name: z.string(),
    userId: z.uuid(),
    studioId: z.uuid(),
    projectId: z.uuid().nullable(),
    reason: z.string(),
  }),
  subscribers: ["projects"],
});

/** A room item on a purchase order, and the date it is expected ("2026-12-14"), null when nothing says. */
const orderedRoomItemSchema = z.object({ roomItemId: z.uuid(), eta: z.iso.date().nullable() });

/**
 * A purchase order went to its supplier (logistics); the project's timeline marks it and its room items
 * become ordered. `items` defaults to none for events written before it was carried.
 */
export const purchaseOrderSentEvent = defineEvent({
  name: "purchase-order.sent",
  payload: z.object({
    purchaseOrderId: z.uuid(),
    projectId: z.uuid(),
    studioId: z.uuid(),
    number: z.string(),
    supplierName: z.string(),
    sentAt: z.iso.datetime(),
    items: z.array(orderedRoomItemSchema).default([]),
  }),
  subscribers: ["projects"],
});

/**
 * A purchase order was cancelled (logistics). Its room items still only ordered under its number are not
 * ordered any more (projects); `roomItemIds` names every room item on its lines.
 */
export const purchaseOrderCancelledEvent = defineEvent({
  name: "purchase-order.cancelled",
  payload: z.object({ purchaseOrderId: z.uuid(), projectId: z.uuid(), studioId: z.uuid(), number: z.string(), cancelledAt: z.iso.datetime(), roomItemIds: z.array(z.uuid()) }),
  subscribers: ["projects"],
});

/** What every delivery event names: the delivery, and the room items it carries (none for events written before they were carried). */
const deliveryEventPayload = z.object({ deliveryId: z.uuid(), projectId: z.uuid(), studioId: z.uuid(), deliveryNumber: z.string(), roomItemIds: z.array(z.uuid()).default([]) });

/** A delivery left for the client (logistics): its room items are in transit. */
export const deliveryInTransitEvent = defineEvent({
  name: "delivery.in-transit",
  payload: deliveryEventPayload.extend({ at: z.iso.datetime() }),
  subscribers: ["projects"],
});

/** A delivery reached the client and was signed for (logistics); the timeline marks it and its room items are delivered. */
export const deliveryCompletedEvent = defineEvent({
  name: "delivery.completed",
  payload: deliveryEventPayload.extend({ deliveredAt: z.iso.datetime() }),
  subscribers: ["projects"],
});

/** A scheduled delivery's time passed without it leaving (logistics' check), once per delivery and scheduled time; the timeline marks it. */
export const deliveryDelayedEvent = defineEvent({
  name: "delivery.delayed",
  payload: deliveryEventPayload.omit({ roomItemIds: true }).extend({ scheduledDate: z.iso.datetime() }),
  subscribers: ["projects"],
});

/** A scheduled installation's time passed without it starting (logistics' check), once per installation and scheduled time; the timeline marks it. */
export const installationDelayedEvent = defineEvent({
  name: "installation.delayed",
  payload: z.object({ installationId: z.uuid(), projectId: z.uuid(), studioId: z.uuid(), title: z.string(), scheduledDate: z.iso.datetime() }),
  subscribers: ["projects"],
});

/**
 * An installation was finished on site (logistics); the timeline marks it, and the project's delivered
 * room items are installed (installations name no items).
 */
export const installationCompletedEvent = defineEvent({
  name: "installation.completed",
  payload: z.object({ installationId: z.uuid(), projectId: z.uuid(), studioId: z.uuid(), title: z.string(), completedAt: z.iso.datetime() }),
  subscribers: ["projects"],
});

/**
 * An ordered item passed its expected date without arriving (logistics' daily check), once per item and
 * date: its designer is notified.
 */
export const itemOverdueEvent = defineEvent({
  name: "item.overdue",
  payload: z.object({
    projectId: z.uuid(),
    studioId: z.uuid(),
    productionItemId: z.uuid(),
    roomItemId: z.uuid().nullable(),
    name: z.string(),
    expectedOn: z.iso.date(),
    designerId: z.uuid().nullable(),
  }),
  subscribers: ["projects"],
});

/**
 * A designer filled an empty project with the sample home's rooms and items (projects); the quotes service
 * prices them into the sample's quotes, one sent to the client and one approved.
 */
export const sampleDataAddedEvent = defineEvent({
  name: "project.sample-data-added",
  payload: z.object({ projectId: z.uuid(), studioId: z.uuid(), userId: z.uuid() }),
  subscribers: ["quotes"],
});

/** An invoice was issued (accounts): numbered, dated and locked for good. The project's timeline records it. */
export const invoiceIssuedEvent = defineEvent({
  name: "invoice.issued",
  payload: z.object({
    invoiceId: z.uuid(),
    projectId: z.uuid(),
    studioId: z.uuid(),
    number: z.string(),
    kind: z.enum(["deposit", "progress", "final", "fee"]),
    total: z.string(),
    dueDate: z.iso.date(),
  }),
  subscribers: ["projects"],
});

/** An issued invoice was e-mailed to the client (accounts), its kept PDF attached. */
export const invoiceSentEvent = defineEvent({
  name: "invoice.sent",
  payload: z.object({ invoiceId: z.uuid(), projectId: z.uuid(), studioId: z.uuid(), number: z.string(), sentTo: z.string(), sentAt: z.iso.datetime() }),
  subscribers: ["projects"],
});

/** A payment from a client was recorded (accounts). */
export const paymentRecordedEvent = defineEvent({
  name: "payment.recorded",
  payload: z.object({ paymentId: z.uuid(), projectId: z.uuid(), studioId: z.uuid(), amount: z.string(), receivedOn: z.iso.date(), method: z.enum(["eft", "card", "cash"]) }),
  subscribers: ["projects"],
});

/** An issued invoice went past its due date unpaid (accounts' hourly reminders run): once an invoice. */
export const invoiceOverdueEvent = defineEvent({
  name: "invoice.overdue",
  payload: z.object({ invoiceId: z.uuid(), projectId: z.uuid(), studioId: z.uuid(), number: z.string(), balance: z.string(), dueDate: z.iso.date() }),
  subscribers: ["projects"],
});

/** A client uploaded a proof of payment in the portal (accounts): the studio checks it and confirms the payment. */
export const paymentProofUploadedEvent = defineEvent({
  name: "proof-of-payment.uploaded",
  payload: z.object({ proofId: z.uuid(), projectId: z.uuid(), studioId: z.uuid(), amount: z.string(), paidOn: z.iso.date(), invoiceNumber: z.string().nullable() }),
  subscribers: ["projects"],
});

/** An invoice's balance reached nothing through payments (accounts). */
export const invoicePaidEvent = defineEvent({
  name: "invoice.paid",
  payload: z.object({ invoiceId: z.uuid(), projectId: z.uuid(), studioId: z.uuid(), number: z.string(), total: z.string() }),
  subscribers: ["projects"],
});

/** A credit note reduced an issued invoice (accounts). */
export const creditNoteIssuedEvent = defineEvent({
  name: "credit-note.issued",
  payload: z.object({ creditNoteId: z.uuid(), invoiceId: z.uuid(), projectId: z.uuid(), studioId: z.uuid(), number: z.string(), invoiceNumber: z.string(), total: z.string(), reason: z.string() }),
  subscribers: ["projects"],
});

/**
 * A studio's export was restored into this install (projects), replacing the empty studio of the owner who imported
 * it; the auth service ends that owner's sessions and mails each restored member a link to set a password.
 */
export const studioImportedEvent = defineEvent({
  name: "studio.imported",
  payload: z.object({
    studioId: z.uuid(),
    studioName: z.string(),
    /** The importing owner's account, gone with the empty studio it was made for. */
    replacedUserId: z.uuid(),
    memberEmails: z.array(z.string()),
    /** The app's origin, for the links: from the importing request, checked against the server's own. */
    origin: z.string(),
  }),
  subscribers: ["auth"],
});

/** Every domain event there is: emitters and subscribers both take theirs from here. */
export const DOMAIN_EVENTS = {
  voiceNoteHeard: voiceNoteHeardEvent,
  conceptsRendered: conceptsRenderedEvent,
  thumbnailMade: thumbnailMadeEvent,
  quoteGenerated: quoteGeneratedEvent,
  quoteSent: quoteSentEvent,
  quoteExpired: quoteExpiredEvent,
  quoteApproved: quoteApprovedEvent,
  quoteChangesRequested: quoteChangesRequestedEvent,
  quoteViewed: quoteViewedEvent,
  jobFailed: jobFailedEvent,
  sampleDataAdded: sampleDataAddedEvent,
  purchaseOrderSent: purchaseOrderSentEvent,
  purchaseOrderCancelled: purchaseOrderCancelledEvent,
  deliveryInTransit: deliveryInTransitEvent,
  deliveryCompleted: deliveryCompletedEvent,
  deliveryDelayed: deliveryDelayedEvent,
  installationDelayed: installationDelayedEvent,
  installationCompleted: installationCompletedEvent,
  itemOverdue: itemOverdueEvent,
  invoiceIssued: invoiceIssuedEvent,
  invoiceSent: invoiceSentEvent,
  paymentRecorded: paymentRecordedEvent,
  invoicePaid: invoicePaidEvent,
  paymentProofUploaded: paymentProofUploadedEvent,
  invoiceOverdue: invoiceOverdueEvent,
  creditNoteIssued: creditNoteIssuedEvent,
  studioImported: studioImportedEvent,
} as const;
export type DomainEventName = (typeof DOMAIN_EVENTS)[keyof typeof DOMAIN_EVENTS]["name"];
export const DOMAIN_EVENT_LIST: readonly DomainEventDefinition[] = Object.values(DOMAIN_EVENTS);

/** The queue a service's event subscribers take their events from. */
export const eventQueueOf = (service: string) => `events-${service}`;

/** Tries a subscriber gets at an event before it is failed for good. */
export const SUBSCRIBER_ATTEMPTS = 5;
