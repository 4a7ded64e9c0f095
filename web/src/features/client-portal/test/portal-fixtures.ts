import type { ClientPortal, PortalQuote } from "@atelier/contracts";

export const portalAccess = { projectId: "5a1f0c3e-8b2d-4e6f-9a7b-1c2d3e4f5a6b", token: "Zm9yLXRoZS1jbGllbnQtb25seS0zMi1ieXRlcy1sb25n" };
export const portalPath = `/api/client-portal/${portalAccess.projectId}/${portalAccess.token}`;

export const sentQuote: PortalQuote = {
  id: "0b9c8d7e-6f5a-4b3c-8d2e-1f0a9b8c7d6e",
  number: "Q-2026-0007",
  title: "Main Lounge furnishings",
  description: null,
  version: 2,
  status: "sent",
  subtotal: "19500.00",
  vat: "2925.00",
  total: "22425.00",
  validUntil: "2026-12-31",
  createdAt: "2026-11-20T09:00:00.000Z",
  lines: [{ name: "Walnut sofa", roomName: "Main Lounge", quantity: 1, unit: "each", unitPrice: "19500.00", lineTotal: "19500.00" }],
};

export const approvedQuote: PortalQuote = {
  ...sentQuote,
  id: "1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f",
  number: "Q-2026-0003",
  title: "Study lighting",
  version: 1,
  status: "approved",
  total: "5750.00",
  createdAt: "2026-10-02T09:00:00.000Z",
};

export const cliftonPortal: ClientPortal = {
  project: {
    id: portalAccess.projectId,
    title: "Clifton Villa",
    description: "A calm family home above the sea.",
    address: "12 Victoria Road, Clifton, Cape Town",
    status: "active",
    startDate: "2026-11-02",
    expectedEndDate: "2027-03-31",
    studioName: "Nkosi Interiors",
    studioLogoUrl: null,
    studioTimeZone: "Africa/Johannesburg",
  },
  rooms: [{ id: "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", name: "Main Lounge", description: "North-facing", dimensions: "6m x 5m" }],
  images: [
    { id: "7e6d5c4b-3a29-4180-9f7e-6d5c4b3a2918", roomId: "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d", type: "generated", url: "/objects/lounge.png", thumbnailUrl: null, prompt: "A warm lounge in oak and linen" },
  ],
  quotes: [approvedQuote, sentQuote],
  approvals: [{ id: "2d3e4f5a-6b7c-4d8e-9f0a-1b2c3d4e5f6a", quoteId: approvedQuote.id, signedBy: "Pieter van der Merwe", signedAt: "2026-10-05T08:30:00.000Z", quoteVersion: 1 }],
  meetings: [
    { id: "3e4f5a6b-7c8d-4e9f-8a0b-1c2d3e4f5a6b", title: "Fabric review", description: null, type: "review", status: "scheduled", scheduledAt: "2026-12-01T09:00:00.000Z", duration: 60, location: "Studio" },
  ],
  installations: [
    { id: "4f5a6b7c-8d9e-4f0a-9b1c-2d3e4f5a6b7c", title: "Sofa install", description: null, type: "furniture", status: "scheduled", scheduledDate: "2027-01-20T07:00:00.000Z", estimatedDuration: 4 },
  ],
  deliveries: [
    { id: "5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d", deliveryNumber: "DEL-2026-001", status: "in_transit", scheduledDate: "2026-12-18T08:00:00.000Z", eta: null, driverName: "Thabo", deliveredDate: null, items: [{ name: "Brass floor lamp", quantity: 2 }, { name: "Oak side table", quantity: 1 }] },
  ],
  invoices: [
    {
      id: "6b7c8d9e-0f1a-4b2c-9d3e-4f5a6b7c8d9e",
      number: "INV-2026-0001",
      documentTitle: "Tax Invoice",
      kind: "deposit",
      issueDate: "2026-10-03",
      dueDate: "2026-10-10",
      total: "2875.00",
      amountPaid: "1000.00",
      balance: "1875.00",
      status: "part_paid",
      overdue: true,
    },
  ],
  balance: "1875.00",
  paymentDetails: { bankName: "First National Bank", accountHolder: "Mokoena Interiors (Pty) Ltd", accountNumber: "62123456789", branchCode: "250655" },
  paymentProofs: [],
};
