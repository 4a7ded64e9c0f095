/** Where each kind of object lives in storage, by studio: every service that reads or writes objects names them here. */
export const objectKeys = {
  studioPrefix: (studioId: string) => `studios/${studioId}/`,
  upload: (studioId: string, id: string) => `studios/${studioId}/uploads/${id}`,
  uploadPrefix: (studioId: string) => `studios/${studioId}/uploads/`,
  /** A file a client uploads through the project's portal: only that project's records may take it. */
  portalUpload: (studioId: string, projectId: string, id: string) => `studios/${studioId}/uploads/portal/${projectId}/${id}`,
  portalUploadPrefix: (studioId: string, projectId: string) => `studios/${studioId}/uploads/portal/${projectId}/`,
  /**
   * An export's ZIP uploaded to restore it in place of the (empty) studio: an upload, so the sweep of uploads nobody
   * kept removes one never imported; the import removes it once it has run.
   */
  studioImport: (studioId: string, id: string) => `studios/${studioId}/uploads/imports/${id}.zip`,
  isStudioImport: (key: string) => /^studios\/[0-9a-f-]{36}\/uploads\/imports\/[0-9a-f-]{36}\.zip$/.test(key),
  /** A client's proof of payment as checked and kept: no upload URL can change it. */
  paymentProof: (studioId: string, proofId: string) => `studios/${studioId}/payment-proofs/${proofId}`,
  /** A saved photo's own copy of its upload: no URL can write to it, so it stays what was checked. */
  photo: (studioId: string, imageId: string) => `studios/${studioId}/photos/${imageId}`,
  recording: (studioId: string, id: string) => `studios/${studioId}/recordings/${id}`,
  recordingPrefix: (studioId: string) => `studios/${studioId}/recordings/`,
  generated: (studioId: string, imageId: string) => `studios/${studioId}/generated/${imageId}.png`,
  /** The studio's logo as printed on quotes: a new key for each logo, so a cached old one never shows as the new. */
  logo: (studioId: string, id: string) => `studios/${studioId}/logos/${id}.png`,
  /** A designer's profile photo, their avatar: a new key for each photo, like the logo. */
  avatar: (studioId: string, id: string) => `studios/${studioId}/avatars/${id}.png`,
  thumbnail: (studioId: string, imageId: string) => `studios/${studioId}/thumbnails/${imageId}.webp`,
  /** A quote version's PDF as sent: kept, so the client's approval can be checked against its SHA-256. */
  quotePdf: (studioId: string, quoteId: string) => `studios/${studioId}/quotes/${quoteId}.pdf`,
  /** A purchase order's PDF as mailed to its supplier, kept byte for byte. */
  purchaseOrderPdf: (studioId: string, purchaseOrderId: string) => `studios/${studioId}/purchase-orders/${purchaseOrderId}.pdf`,
  /** An issued invoice's PDF, kept byte for byte: every copy of it is the same document. */
  invoicePdf: (studioId: string, invoiceId: string) => `studios/${studioId}/invoices/${invoiceId}.pdf`,
  /** A client's drawn signature on a quote, as the PNG they sent. */
  approvalSignature: (studioId: string, approvalId: string) => `studios/${studioId}/approvals/${approvalId}/signature.png`,
  /** The approval's certificate: its evidence, then the signed quote's pages. */
  approvalCertificate: (studioId: string, approvalId: string) => `studios/${studioId}/approvals/${approvalId}/certificate.pdf`,
  /** A ZIP of everything the studio holds, for its owner to download. */
  studioExport: (studioId: string, exportId: string) => `studios/${studioId}/exports/${exportId}.zip`,
  studioExportPrefix: (studioId: string) => `studios/${studioId}/exports/`,
  /** The receiver's drawn proof-of-delivery signature, as the PNG sent; a new key per attempt, so a losing one is removed alone. */
  deliverySignature: (studioId: string, deliveryId: string, id: string) => `studios/${studioId}/deliveries/${deliveryId}/signature-${id}.png`,
};
