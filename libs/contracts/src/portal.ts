import { z } from "zod";
import { money } from "./fields";
import { portalPaymentProofSchema } from "./payment-proofs";

/** How long a client's portal link stays valid. */
export const PORTAL_LINK_DAYS = 30;

/** What the portal answers for a link it never gave, or another project's id. */
export const INVALID_PORTAL_LINK_MESSAGE = "Invalid project link or expired access.";

/**
 * The 410 of a link the studio gave that has expired or been revoked: it names the studio and how to reach it, so
 * the client can ask for a new one. Whoever holds such a link was sent it, so the studio's contact is theirs to see.
 */
export function endedPortalLinkMessage(studio: { name: string; email: string | null; phone: string | null }): string {
  const contact = [studio.email, studio.phone].filter((part): part is string => Boolean(part)).join(" or ");
  return `This link from ${studio.name} has expired or been withdrawn. Ask ${studio.name} for a new one${contact ? `: ${contact}` : ""}.`;
}

/** The link the designer shares; its token is shown this once and stored only as a hash. */
export const portalTokenResponseSchema = z.strictObject({ portalUrl: z.url(), expiresAt: z.iso.datetime() });
export type PortalTokenResponse = z.infer<typeof portalTokenResponseSchema>;

/** One of a project's portal links as staff list them: never the token or its hash. */
export const portalLinkSchema = z.strictObject({
  id: z.uuid(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  lastUsedAt: z.iso.datetime().nullable(),
  revokedAt: z.iso.datetime().nullable(),
});
export type PortalLink = z.infer<typeof portalLinkSchema>;

/** The gateway asks the portal service which link a token's hash belongs to (internal route). */
export const resolvePortalTokenRequestSchema = z.strictObject({
  tokenHash: z.string().regex(/^[0-9a-f]{64}$/),
  /** The project the path names; the link must be that project's. */
  projectId: z.uuid().nullable(),
});
export const resolvedPortalTokenSchema = z.strictObject({ tokenId: z.uuid(), projectId: z.uuid() });
export type ResolvedPortalToken = z.infer<typeof resolvedPortalTokenSchema>;

/*
 * The portal's answer. Every object is strict and listed field by field, so cost prices, supplier quotes,
 * markups, margins, internal notes and staff data have no field to travel in.
 */

export const portalProjectSchema = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  status: z.string(),
  startDate: z.iso.date().nullable(),
  expectedEndDate: z.iso.date().nullable(),
  studioName: z.string(),
  /** The studio's logo, as a signed URL; null when the studio has none. */
  studioLogoUrl: z.string().nullable(),
  /** The IANA zone the portal shows the studio's times in. */
  studioTimeZone: z.string(),
});

export const portalRoomSchema = z.strictObject({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  dimensions: z.string().nullable(),
});

export const portalImageSchema = z.strictObject({
  id: z.uuid(),
  roomId: z.uuid().nullable(),
  type: z.enum(["photo", "generated"]),
  url: z.string(),
  thumbnailUrl: z.string().nullable(),
  prompt: z.string().nullable(),
});

export const PORTAL_QUOTE_STATUSES = ["sent", "approved", "rejected", "expired"] as const;

export const portalQuoteLineSchema = z.strictObject({
  name: z.string(),
  roomName: z.string().nullable(),
  quantity: z.number(),
  unit: z.string(),
  unitPrice: money,
  lineTotal: money,
});

export const portalQuoteSchema = z.strictObject({
  id: z.uuid(),
  number: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  version: z.number().int(),
  status: z.enum(PORTAL_QUOTE_STATUSES),
  subtotal: money,
  vat: money,
  total: money,
  validUntil: z.iso.date().nullable(),
  createdAt: z.iso.datetime(),
  lines: z.array(portalQuoteLineSchema),
});

export const portalApprovalSchema = z.strictObject({
  id: z.uuid(),
  quoteId: z.uuid(),
  signedBy: z.string(),
  signedAt: z.iso.datetime(),
  quoteVersion: z.number().int(),
});

export const portalMeetingSchema = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  status: z.string(),
  scheduledAt: z.iso.datetime(),
  duration: z.number().int(),
  location: z.string().nullable(),
});

export const portalInstallationSchema = z.strictObject({
  id: z.uuid(),
  title: z.string(),
  description: z.string().nullable(),
  type: z.string(),
  status: z.string(),
  scheduledDate: z.iso.datetime(),
  estimatedDuration: z.number().int(),
});

export const portalDeliverySchema = z.strictObject({
  id: z.uuid(),
  deliveryNumber: z.string(),
  status: z.string(),
  scheduledDate: z.iso.datetime(),
  eta: z.iso.datetime().nullable(),
  driverName: z.string().nullable(),
  deliveredDate: z.iso.datetime().nullable(),
  items: z.array(z.strictObject({ name: z.string(), quantity: z.number() })),
});

/** An invoice as the client sees it: issued ones only, never a draft, with what is still owed. */
export const portalInvoiceSchema = z.strictObject({
  id: z.uuid(),
  number: z.string(),
  documentTitle: z.enum(["Tax Invoice", "Invoice"]),
  kind: z.enum(["deposit", "progress", "final", "fee"]),
  issueDate: z.iso.date(),
  dueDate: z.iso.date(),
  total: money,
  amountPaid: money,
  balance: money,
  status: z.enum(["issued", "part_paid", "paid"]),
  overdue: z.boolean(),
});
export type PortalInvoice = z.infer<typeof portalInvoiceSchema>;

/** Where the client pays the studio, as its settings give it; null until the studio has given its account. */
export const portalPaymentDetailsSchema = z
  .strictObject({ bankName: z.string().nullable(), accountHolder: z.string().nullable(), accountNumber: z.string(), branchCode: z.string().nullable() })
  .nullable();

export const clientPortalSchema = z.strictObject({
  project: portalProjectSchema,
  rooms: z.array(portalRoomSchema),
  images: z.array(portalImageSchema),
  quotes: z.array(portalQuoteSchema),
  approvals: z.array(portalApprovalSchema),
  meetings: z.array(portalMeetingSchema),
  installations: z.array(portalInstallationSchema),
  deliveries: z.array(portalDeliverySchema),
  invoices: z.array(portalInvoiceSchema),
  /** What the client owes over every issued invoice. */
  balance: money,
  paymentDetails: portalPaymentDetailsSchema,
  /** What the client uploaded as proof of payment, newest first, and whether the studio has confirmed it. */
  paymentProofs: z.array(portalPaymentProofSchema),
});
export type ClientPortal = z.infer<typeof clientPortalSchema>;
export type PortalQuote = z.infer<typeof portalQuoteSchema>;
