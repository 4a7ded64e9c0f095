import type { ProjectQuote } from "@atelier/contracts";
import type { PricedLine, PricedQuote } from "@/features/quotes/lib/quote-draft";
import { cliftonVilla } from "@/test/fixtures";

export const quoteId = "7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918";

export function quoteLine(overrides: Partial<PricedLine> = {}): PricedLine {
  return {
    id: "1b2c3d4e-5f60-4172-8394-a5b6c7d8e9f0",
    kind: "item",
    roomItemId: null,
    roomName: "Main Lounge",
    name: "Bouclé sofa",
    category: "furniture",
    quantity: 1,
    unit: "each",
    unitCost: "40000.00",
    markupPercent: 25,
    unitPrice: "50000.00",
    lineTotal: "50000.00",
    supplier: null,
    sortOrder: 0,
    ...overrides,
  };
}

/** Two lounge lines, one bedroom line and a labour line: R 50 000 + R 2 × 6 000 + R 9 000 + R 4 500. */
export const draftLines: PricedLine[] = [
  quoteLine(),
  quoteLine({ id: "2b2c3d4e-5f60-4172-8394-a5b6c7d8e9f0", name: "Brass floor lamp", quantity: 2, unitCost: "4800.00", unitPrice: "6000.00", lineTotal: "12000.00", sortOrder: 1 }),
  quoteLine({ id: "4b2c3d4e-5f60-4172-8394-a5b6c7d8e9f0", kind: "labour", roomName: null, name: "Installation team", unitCost: "3600.00", unitPrice: "4500.00", lineTotal: "4500.00", sortOrder: 2 }),
  quoteLine({ id: "3b2c3d4e-5f60-4172-8394-a5b6c7d8e9f0", roomName: "Main Bedroom", name: "Linen headboard", unitCost: "7200.00", unitPrice: "9000.00", lineTotal: "9000.00", sortOrder: 3 }),
];

export function quote(overrides: Partial<PricedQuote> = {}): PricedQuote {
  return {
    id: quoteId,
    projectId: cliftonVilla.id,
    number: "Q-2026-0007",
    version: 1,
    title: "Clifton Villa furnishings",
    description: null,
    status: "draft",
    subtotal: "75500.00",
    vat: "11325.00",
    total: "86825.00",
    validUntil: "2026-12-23",
    sentAt: null,
    sentTo: null,
    sendFailedReason: null,
    approvedAt: null,
    sample: false,
    createdAt: "2026-11-23T08:00:00.000Z",
    updatedAt: "2026-11-23T08:00:00.000Z",
    notes: null,
    markupPercent: 25,
    lines: draftLines,
    changesRequested: null,
    ...overrides,
  };
}

/** The quote as GET /api/projects/:id/quotes lists it, with its versions. */
export function listedQuote(overrides: Partial<ProjectQuote> = {}): ProjectQuote {
  const { lines: _lines, notes: _notes, markupPercent: _markup, ...summary } = quote();
  const listed = { ...summary, ...overrides };
  return { ...listed, versions: overrides.versions ?? [{ id: listed.id, version: listed.version, status: listed.status, total: listed.total, createdAt: listed.createdAt }] };
}
