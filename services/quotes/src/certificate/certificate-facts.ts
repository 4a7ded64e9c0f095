/** What the certificate of an approval states, taken from the approval and its quote as they were signed. */
export interface CertificateFacts {
  studioName: string;
  /** The studio's IANA zone, in which the signing time is also stated. */
  timeZone: string;
  projectTitle: string;
  quote: { number: string; version: number; title: string; total: string };
  approval: {
    id: string;
    signedBy: string;
    signedAt: Date;
    ipAddress: string;
    userAgent: string;
    portalTokenId: string | null;
    consentStatement: string;
    pdfSha256: string;
    signatureSha256: string;
  };
  /** The PNG the client drew. */
  signature: Buffer;
  /** The PDF the client was shown, whose pages follow the evidence. */
  signedPdf: Buffer;
}
