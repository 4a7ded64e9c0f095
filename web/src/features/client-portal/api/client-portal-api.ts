import { downloadPath, downloads, endpoints, type ApproveQuoteRequest, type RequestQuoteChangesRequest, type SubmitPaymentProofRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

/** The link the client opened: the project's id and the token that stands for their access. */
export interface PortalAccess {
  projectId: string;
  token: string;
}

/** The client signs the quote; a 409 says it can no longer be signed, a 400 names what is missing. */
export const approveQuote = (link: PortalAccess, quoteId: string, request: ApproveQuoteRequest) =>
  callEndpoint(endpoints.approveQuote, { params: { ...link, quoteId }, body: request });

export const requestQuoteChanges = (link: PortalAccess, quoteId: string, request: RequestQuoteChangesRequest) =>
  callEndpoint(endpoints.requestQuoteChanges, { params: { ...link, quoteId }, body: request });

/** Where to PUT the client's file (a proof of payment), valid for a short while. */
export const requestPortalUpload = (link: PortalAccess) => callEndpoint(endpoints.portalUploadTicket, { params: link });

/** Keeps the uploaded file as the client's proof of payment and tells the studio. */
export const submitPaymentProof = (link: PortalAccess, request: SubmitPaymentProofRequest) =>
  callEndpoint(endpoints.submitPaymentProof, { params: link, body: request });

/** The PDF the client was sent, downloaded by following the link. */
export const quotePdfPath = (link: PortalAccess, quoteId: string) => downloadPath(downloads.clientQuotePdf, { ...link, quoteId });

/** An issued invoice, marked "Copy" (the original was e-mailed). */
export const invoicePdfPath = (link: PortalAccess, invoiceId: string) => downloadPath(downloads.clientInvoicePdf, { ...link, invoiceId });

/** An approved quote's certificate: the signature's evidence, then the quote. */
export const quoteCertificatePath = (link: PortalAccess, quoteId: string) => downloadPath(downloads.clientQuoteCertificate, { ...link, quoteId });
