import { z } from "zod";
import { requiredText, text } from "./fields";

/** The largest drawn signature accepted, decoded: a 600×200 pad drawn by hand is a few kilobytes. */
export const SIGNATURE_MAX_BYTES = 200 * 1024;

/** The signature pad (spec section 5), in CSS pixels; a canvas keeps this shape at a narrower screen's width. */
export const SIGNATURE_PAD = { width: 600, height: 200 } as const;

/**
 * The pad's pixels per CSS pixel at most: a sharp phone screen has 3, so a drawn signature is at most 2400×800,
 * and a larger image is refused from its PNG header before it is decoded.
 */
export const SIGNATURE_MAX_SCALE = 4;

const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/;
const PNG_MAGIC = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The bytes of a PNG data URL, or null when it is not one (wrong type, broken base64, not a PNG inside). */
export function pngDataUrlBytes(value: string): Uint8Array | null {
  const match = PNG_DATA_URL.exec(value);
  if (!match || match[1]!.length % 4 !== 0) return null;
  const bytes = Uint8Array.from(atob(match[1]!), (char) => char.charCodeAt(0));
  return PNG_MAGIC.every((byte, index) => bytes[index] === byte) ? bytes : null;
}

/**
 * A signature drawn on a pad, as the canvas exports it. The server also checks that it holds ink: a
 * blank pad is a valid PNG too.
 */
export const drawnSignature = (label = "Signature") =>
  z
    .string({ error: `${label} is required` })
    .min(1, `${label} is required`)
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 64, { message: `${label} must be at most ${SIGNATURE_MAX_BYTES / 1024} KB`, abort: true })
    .refine((value) => pngDataUrlBytes(value) !== null, `${label} must be a PNG image drawn on the pad`);

/**
 * How a client signs: drawing on the pad, or (for one who cannot draw: a keyboard or a screen reader) typing their
 * full name, which the portal renders as a signature image. Either way the server receives a PNG.
 */
export const SIGNATURE_METHODS = ["drawn", "typed"] as const;
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** What a client agrees to by ticking the box under their signature; the approval keeps the statement they saw. */
export const APPROVAL_CONSENT_STATEMENTS: Record<SignatureMethod, string> = {
  drawn: "I have read this quote and approve it. I agree that the signature I drew above is my electronic signature and binds me as my handwritten signature would.",
  typed:
    "I have read this quote and approve it. I agree that my full name, typed above and shown as my signature, is my electronic signature and binds me as my handwritten signature would.",
};

/**
 * The client's approval of a quote: PUT /api/approvals/:quoteId/sign (with X-Portal-Token) or the portal
 * route. The seed's body also carries ipAddress and userAgent: they are read and ignored, because the
 * approval records what the gateway saw.
 */
export const approveQuoteRequestSchema = z.object({
  signatureData: drawnSignature(),
  signedBy: requiredText("Please type your full name", 120),
  consent: z.literal(true, "Please confirm that you approve this quote"),
  /** Drawn unless said: the consent statement the approval keeps is the one for this way of signing. */
  signatureMethod: z.enum(SIGNATURE_METHODS, "Signature method must be drawn or typed").default("drawn"),
});
export type ApproveQuoteRequest = z.input<typeof approveQuoteRequestSchema>;

/** The client asks for changes instead of approving; the quote becomes rejected and the studio is told why. */
export const requestQuoteChangesRequestSchema = z.object({
  comment: requiredText("Please say what you would like changed", 4000),
  requestedBy: text().trim().max(120, "Must be at most 120 characters").optional(),
});
export type RequestQuoteChangesRequest = z.input<typeof requestQuoteChangesRequestSchema>;

/** What approving answers: the record as the client may see it. */
export const quoteApprovalSchema = z.strictObject({
  id: z.uuid(),
  quoteId: z.uuid(),
  signedBy: z.string(),
  signedAt: z.iso.datetime(),
  quoteVersion: z.number().int(),
});
export type QuoteApproval = z.infer<typeof quoteApprovalSchema>;

/** What the client did through the portal, in the order it happened. The trail is append-only. */
export const QUOTE_AUDIT_ACTIONS = ["viewed", "downloaded", "approved", "changes_requested"] as const;
export type QuoteAuditAction = (typeof QUOTE_AUDIT_ACTIONS)[number];

export const quoteAuditEntrySchema = z.strictObject({
  id: z.uuid(),
  action: z.enum(QUOTE_AUDIT_ACTIONS),
  at: z.iso.datetime(),
  /** The signer's typed name, or who asked for changes, when they gave one. */
  actor: z.string().nullable(),
  ipAddress: z.string(),
  userAgent: z.string(),
  /** The client's comment on a change request. */
  comment: z.string().nullable(),
});
export type QuoteAuditEntry = z.infer<typeof quoteAuditEntrySchema>;

/** Staff's view of a quote's signature: the approval's evidence and the portal trail. */
export const quoteAuditSchema = z.strictObject({
  approval: z
    .strictObject({
      id: z.uuid(),
      signedBy: z.string(),
      signedAt: z.iso.datetime(),
      quoteVersion: z.number().int(),
      ipAddress: z.string(),
      userAgent: z.string(),
      pdfSha256: z.string(),
      signatureSha256: z.string(),
      consentStatement: z.string(),
    })
    .nullable(),
  entries: z.array(quoteAuditEntrySchema),
});
export type QuoteAudit = z.infer<typeof quoteAuditSchema>;

/** Why an approval is refused when the quote cannot be signed any more. */
export const QUOTE_NOT_SIGNABLE_MESSAGES = {
  approved: "This quote has already been approved.",
  superseded: "This quote has been replaced by a newer version. Please review the latest quote.",
  expired: "This quote has expired. Please ask the studio for an updated quote.",
  rejected: "You asked for changes to this quote. The studio will send you an updated version.",
} as const;

/** A signature pad left blank. */
export const BLANK_SIGNATURE_MESSAGE = "Please draw your signature in the box";
