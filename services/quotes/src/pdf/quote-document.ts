/** Everything a quote's PDF prints, gathered by the caller; the renderer reads nothing else. */
export interface QuoteDocument {
  studio: {
    name: string;
    /** May span lines ("\n"). Null fields of the studio are left out of the letterhead. */
    postalAddress: string | null;
    vatNumber: string | null;
    registrationNumber: string | null;
    phone: string | null;
    email: string | null;
    /** The studio's logo as PNG bytes, or null to print its name alone. */
    logoPng: Buffer | null;
  };
  client: { name: string; email: string | null };
  project: { title: string; address: string | null };
  quote: {
    /** "Q-2026-0007"; every version keeps it. */
    number: string;
    version: number;
    title: string;
    /** What the quote covers, in the designer's words; null prints none. */
    description: string | null;
    /** "YYYY-MM-DD". It also dates the PDF itself, so the same version always gives the same bytes. */
    issueDate: string;
    /** "YYYY-MM-DD", or null when the quote has no expiry. */
    validUntil: string | null;
  };
  /** Item lines by room, then labour and delivery in groups of their own, in print order. */
  groups: QuoteLineGroup[];
  /** Decimal strings with two places ("12500.00"), as computed by libs/money. */
  totals: { subtotal: string; vat: string; total: string };
  /** The studio's quote terms; an empty string prints none. */
  terms: string;
}

export interface QuoteLineGroup {
  /** A room's name, or e.g. "Labour and delivery". */
  title: string;
  lines: QuoteDocumentLine[];
}

export interface QuoteDocumentLine {
  name: string;
  /** What the client is buying beyond its name: colour, material, size and specifications; null prints none. */
  details: string | null;
  quantity: number;
  /** "each", "meters", "pair", ... */
  unit: string;
  /** Decimal strings with two places, excluding VAT. */
  unitPrice: string;
  lineTotal: string;
}
