import { describe, expect, it } from "vitest";
import type { z } from "zod";
import * as contracts from "./index";

const extractedItem = {
  name: "dining chair",
  quantity: 2,
  unit: "each",
  material: "oak",
  color: "natural",
  size: "45 cm",
  specifications: "upholstered seat",
  category: "furniture",
  estimatedCost: "13000.00",
  confidence: 0.9,
};
const item = {
  name: "Desk",
  quantity: 1,
  unit: "each",
  category: "furniture",
  color: "walnut",
  material: "wood",
  size: "160 cm",
  specifications: "two drawers",
  costEstimate: "15000",
  supplierQuote: "14000",
  supplier: "Weylandts",
  leadTime: 10,
  eta: "2026-12-01",
  purchaseOrder: "PO-1",
  status: "ordered",
  imageUrl: "https://images.example/desk.png",
  thumbnailUrl: "https://images.example/desk-small.png",
};
const project = {
  title: "Clifton Villa",
  description: "A sea-facing villa",
  address: "1 Victoria Road",
  clientName: "Thandi Mokoena",
  clientEmail: "thandi@example.co.za",
  clientVatNumber: "4123 456 789",
  budgetEstimate: "250000",
  startDate: "2026-01-10",
  expectedEndDate: "2026-06-30",
  status: "active",
  propertyType: "villa",
  architecturalStyle: "modern",
  designStyle: "luxury-modern",
  yearBuilt: 1998,
  totalSquareFootage: 420,
  numberOfBedrooms: 4,
  numberOfBathrooms: 3.5,
  numberOfFloors: 2,
  lotSize: 900,
  hasGarage: true,
  garageSpaces: 2,
  hasPool: true,
  hasGarden: true,
  specialFeatures: "wine cellar",
  accessibilityRequirements: "step-free entrance",
  colorPreferences: "warm neutrals",
  specialRequirements: "pets",
};

/** A valid body for every request contract, with every field filled in. */
const validRequests: Record<string, [z.ZodType, Record<string, unknown>]> = {
  loginRequestSchema: [contracts.loginRequestSchema, { email: "demo@atelier.studio", password: "atelier-demo" }],
  registerRequestSchema: [contracts.registerRequestSchema, { email: "new@atelier.studio", password: "secret-1", firstName: "Lindiwe", lastName: "Dube" }],
  updateProfileRequestSchema: [contracts.updateProfileRequestSchema, { firstName: "Lindiwe", lastName: "Dube", profileImageURL: "/api/objects/studios/s/uploads/u" }],
  changePasswordRequestSchema: [contracts.changePasswordRequestSchema, { currentPassword: "secret-1", newPassword: "secret-2" }],
  forgotPasswordRequestSchema: [contracts.forgotPasswordRequestSchema, { email: "demo@atelier.studio" }],
  resetPasswordRequestSchema: [contracts.resetPasswordRequestSchema, { token: "a".repeat(43), password: "secret-2" }],
  inviteMemberRequestSchema: [contracts.inviteMemberRequestSchema, { email: "sipho@studio.co.za", role: "designer" }],
  changeMemberRoleRequestSchema: [contracts.changeMemberRoleRequestSchema, { role: "bookkeeper" }],
  transferOwnershipRequestSchema: [contracts.transferOwnershipRequestSchema, { memberId: "6f1c2f7e-7d0b-4a4e-9d1a-2f6c1b7e9a10" }],
  invitationPreviewRequestSchema: [contracts.invitationPreviewRequestSchema, { token: "a".repeat(43) }],
  acceptInvitationRequestSchema: [contracts.acceptInvitationRequestSchema, { token: "a".repeat(43), firstName: "Sipho", lastName: "Dlamini", password: "secret-2" }],
  updateStudioSettingsRequestSchema: [
    contracts.updateStudioSettingsRequestSchema,
    {
      name: "Mokoena Interiors",
      postalAddress: "PO Box 1234, Constantia",
      vatNumber: "4123456789",
      registrationNumber: "2015/123456/07",
      phone: "021 555 0123",
      email: "studio@mokoena.co.za",
      markupPercent: "30",
      overheadPercent: "15",
      quoteValidityDays: 30,
      quoteTerms: "50% deposit on acceptance",
      timeZone: "Africa/Johannesburg",
      logoURL: "/api/objects/studios/s/uploads/u",
      bankName: "First National Bank",
      bankAccountHolder: "Mokoena Interiors (Pty) Ltd",
      bankAccountNumber: "62123456789",
      bankBranchCode: "250655",
      depositPercent: "50",
      paymentTermsDays: 7,
      hourlyRate: "950",
      activityRates: { design: "1200", site_visit: "800", meeting: null, procurement: null, installation: null, admin: "450" },
      invoiceTerms: "Pay by EFT",
      vatRegistered: true,
      reviewDepositInvoices: false,
      invoiceReminders: true,
      exportAccountCode: "4000",
      exportTaxType: "Standard Rate Sales",
      designersSeeCosts: false,
    },
  ],
  createProjectRequestSchema: [
    contracts.createProjectRequestSchema,
    { name: "Clifton Villa", description: "A villa", clientName: "Thandi", clientEmail: "thandi@example.co.za", budget: "250000", startDate: "2026-01-10" },
  ],
  updateProjectRequestSchema: [contracts.updateProjectRequestSchema, project],
  roomRequestSchema: [contracts.roomRequestSchema, { name: "Study", description: "North-facing", dimensions: "4 x 5 m", floorArea: 20 }],
  createItemRequestSchema: [contracts.createItemRequestSchema, { ...item, supplierId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70" }],
  updateItemRequestSchema: [contracts.updateItemRequestSchema, { ...item, supplierId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70" }],
  createMeetingRequestSchema: [
    contracts.createMeetingRequestSchema,
    {
      title: "Kick-off",
      description: "First walk-through",
      type: "consultation",
      scheduledAt: "2026-12-01T09:00:00.000Z",
      duration: 60,
      location: "On site",
      meetingUrl: "https://meet.example.com/abc-defg-hij",
      priority: "medium",
      attendees: [{ name: "Thandi", role: "Client", email: "thandi@example.co.za" }],
    },
  ],
  updateMeetingRequestSchema: [
    contracts.updateMeetingRequestSchema,
    {
      title: "Kick-off, moved",
      description: "First walk-through",
      type: "site_visit",
      scheduledAt: "2026-12-02T09:00:00.000Z",
      duration: 45,
      location: "On site",
      meetingUrl: "https://meet.example.com/abc-defg-hij",
      priority: "high",
      attendees: [{ name: "Thandi", role: "Client", email: "thandi@example.co.za" }],
    },
  ],
  completeMeetingRequestSchema: [
    contracts.completeMeetingRequestSchema,
    { outcomes: "Concept approved", followUps: [{ text: "Send fabric samples", dueDate: "2026-12-08" }] },
  ],
  cancelRequestSchema: [contracts.cancelRequestSchema, { reason: "Client travelling" }],
  createInstallationRequestSchema: [
    contracts.createInstallationRequestSchema,
    {
      title: "Desk install",
      description: "Study desk",
      type: "furniture",
      scheduledDate: "2026-12-20T09:00:00.000Z",
      estimatedDuration: 4,
      teamMembers: "Sipho, Anele",
      requirements: "Lift access",
      notes: "Call ahead",
      priority: "high",
    },
  ],
  updateInstallationRequestSchema: [
    contracts.updateInstallationRequestSchema,
    {
      title: "Desk install, moved",
      description: "Study desk",
      type: "furniture",
      scheduledDate: "2026-12-21T09:00:00.000Z",
      estimatedDuration: 5,
      teamMembers: "Sipho, Anele",
      requirements: "Lift access",
      notes: "Call ahead",
      priority: "high",
    },
  ],
  createTimelineEventRequestSchema: [
    contracts.createTimelineEventRequestSchema,
    { title: "Handover", description: "Keys to the client", date: "2026-12-24", category: "milestone", status: "pending" },
  ],
  scheduleTimelineMeetingRequestSchema: [
    contracts.scheduleTimelineMeetingRequestSchema,
    { title: "Fabric review", description: "Bring swatches", date: "2026-12-01T09:00:00.000Z", category: "design", status: "pending", duration: 60, location: "Studio" },
  ],
  updateTimelineEventRequestSchema: [contracts.updateTimelineEventRequestSchema, { status: "in_progress" }],
  createDeliveryRequestSchema: [
    contracts.createDeliveryRequestSchema,
    {
      items: [{ productionItemId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70", name: "Walnut sofa", quantity: 1 }],
      date: "2026-12-03",
      time: "10:30",
      scheduledDate: "2026-12-03T08:30:00.000Z",
      eta: "2026-12-03T09:30:00.000Z",
      driverName: "Sipho Ndlovu",
      driverPhone: "082 555 0199",
      trackingUrl: "https://track.example.co.za/DX42",
      notes: "Gate code 4411",
      status: "scheduled",
    },
  ],
  updateDeliveryRequestSchema: [
    contracts.updateDeliveryRequestSchema,
    {
      status: "completed",
      podSignature: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==",
      receivedBy: "Thandi Mokoena",
      notes: "Left in the lounge",
      deliveredDate: "2026-11-20T10:00:00.000Z",
    },
  ],
  extractItemsRequestSchema: [contracts.extractItemsRequestSchema, { transcript: "two oak chairs", roomContext: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70" }],
  saveVoiceNoteRequestSchema: [
    contracts.saveVoiceNoteRequestSchema,
    { transcript: "two oak chairs", extractedData: { items: [extractedItem] }, duration: 7.5, recordingKey: "studios/s/recordings/r" },
  ],
  generateImagesRequestSchema: [
    contracts.generateImagesRequestSchema,
    { projectId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70", roomDescription: "A calm study", stylePreferences: ["modern"] },
  ],
  createPhotoRequestSchema: [contracts.createPhotoRequestSchema, { photoURL: "/api/objects/studios/s/uploads/u", roomId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70" }],
  startStudioImportRequestSchema: [contracts.startStudioImportRequestSchema, { uploadURL: "/api/objects/studios/s/uploads/imports/i.zip" }],
  updateQuoteRequestSchema: [
    contracts.updateQuoteRequestSchema,
    {
      title: "Clifton Villa — Quote",
      description: "Living areas",
      validUntil: "2026-12-31",
      notes: "Client prefers oak",
      lines: [
        {
          id: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70",
          kind: "labour",
          name: "Installation",
          roomName: "Study",
          category: "furniture",
          quantity: 2.5,
          unit: "each",
          unitCost: "400.00",
          markupPercent: 25,
          unitPrice: "500.00",
          supplier: "Own team",
        },
      ],
    },
  ],
  setCategoryBudgetsRequestSchema: [contracts.setCategoryBudgetsRequestSchema, { budgets: [{ category: "lighting", amount: "45000" }] }],
  searchRequestSchema: [contracts.searchRequestSchema, { q: "constantia" }],
  resolvePortalTokenRequestSchema: [contracts.resolvePortalTokenRequestSchema, { tokenHash: "a".repeat(64), projectId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70" }],
  approveQuoteRequestSchema: [
    contracts.approveQuoteRequestSchema,
    { signatureData: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", signedBy: "Thandi Mokoena", consent: true, signatureMethod: "typed" },
  ],
  requestQuoteChangesRequestSchema: [contracts.requestQuoteChangesRequestSchema, { comment: "Could the sofa be in olive velvet?", requestedBy: "Thandi" }],
  sendQuoteRequestSchema: [contracts.sendQuoteRequestSchema, { message: "Here is the proposal we discussed." }],
  supplierRequestSchema: [
    contracts.supplierRequestSchema,
    { name: "Karoo Weavers", contactName: "Anele Dube", email: "orders@karooweavers.co.za", phone: "023 555 0142", accountNumber: "ATL-0042", leadTimeDays: 28 },
  ],
  archiveSupplierRequestSchema: [contracts.archiveSupplierRequestSchema, { archived: true }],
  createTimeEntryRequestSchema: [contracts.createTimeEntryRequestSchema, { date: "2026-12-01", minutes: 90, activity: "design", note: "Sketches for the lounge", billable: true }],
  updateTimeEntryRequestSchema: [contracts.updateTimeEntryRequestSchema, { date: "2026-12-01", minutes: 60, activity: "site_visit", note: "Measured the bay window", billable: false }],
  startTimerRequestSchema: [contracts.startTimerRequestSchema, { activity: "procurement", note: "Fabric samples" }],
  setMemberRateRequestSchema: [contracts.setMemberRateRequestSchema, { hourlyRate: "1200" }],
  setProjectFeesRequestSchema: [contracts.setProjectFeesRequestSchema, { basis: "fixed", fixedFee: "120000", procurementPercent: null }],
  purchaseOrderStatusRequestSchema: [contracts.purchaseOrderStatusRequestSchema, { status: "acknowledged" }],
  changeProductionStatusRequestSchema: [contracts.changeProductionStatusRequestSchema, { status: "in_production" }],
  receivePurchaseOrderRequestSchema: [contracts.receivePurchaseOrderRequestSchema, { lines: [{ lineId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70", quantityReceived: 2 }] }],
  updateNotificationPreferencesRequestSchema: [contracts.updateNotificationPreferencesRequestSchema, { preferences: { quote_approved: { inApp: true, email: false } } }],
  createInvoiceRequestSchema: [
    contracts.createInvoiceRequestSchema,
    {
      kind: "progress",
      quoteId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70",
      percent: "30",
      quoteLineIds: undefined,
      lines: undefined,
      notes: "Second payment, on delivery of the sofas",
    },
  ],
  updateInvoiceRequestSchema: [
    contracts.updateInvoiceRequestSchema,
    { percent: "30", quoteLineIds: ["3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70"], lines: [{ description: "Design fee", quantity: 1, unitPrice: "4000" }], notes: "With thanks" },
  ],
  // A credit note credits an amount or lines, never both: the lines are named, and left out.
  createCreditNoteRequestSchema: [contracts.createCreditNoteRequestSchema, { reason: "The side table arrived damaged and was returned", amount: "4500", lines: undefined }],
  recordPaymentRequestSchema: [
    contracts.recordPaymentRequestSchema,
    { amount: "46000.59", receivedOn: "2026-11-30", method: "eft", reference: "INV-2026-0001 Mokoena", allocations: [{ invoiceId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70", amount: "46000.59" }] },
  ],
  submitPaymentProofRequestSchema: [
    contracts.submitPaymentProofRequestSchema,
    { fileURL: "/api/objects/studios/s/uploads/portal/p/u?expires=1&signature=x", amount: "11212.50", paidOn: "2026-11-30", reference: "INV-2026-0001", invoiceId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70" },
  ],
  confirmPaymentProofRequestSchema: [contracts.confirmPaymentProofRequestSchema, { amount: "11212.50", receivedOn: "2026-11-30", method: "eft", reference: "FNB 8812" }],
  invoiceRemindersRequestSchema: [contracts.invoiceRemindersRequestSchema, { paused: true }],
  declinePaymentProofRequestSchema: [contracts.declinePaymentProofRequestSchema, { reason: "Nothing has reached our account yet" }],
  recordRefundRequestSchema: [contracts.recordRefundRequestSchema, { amount: "350", refundedOn: "2026-11-30", method: "eft", reference: "Credit back to FNB" }],
  sendInvoiceRequestSchema: [contracts.sendInvoiceRequestSchema, { message: "Thank you for approving the proposal." }],
  sendNotificationRequestSchema: [
    contracts.sendNotificationRequestSchema,
    { type: "email", projectId: "3f1c2a4e-8b7d-4c6e-9a1f-2b3c4d5e6f70", to: "thandi@example.co.za", subject: "Site visit", message: "We arrive at 09:00." },
  ],
};

/** The path of every string in a body, nested objects and arrays included. */
function stringPaths(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (typeof value === "string") return [path];
  if (Array.isArray(value)) return value.flatMap((entry, index) => stringPaths(entry, [...path, index]));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([key, entry]) => stringPaths(entry, [...path, key]));
  return [];
}

function withValueAt(body: unknown, path: (string | number)[], replace: (value: string) => string): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent = copy;
  for (const key of path.slice(0, -1)) parent = parent[key] as Record<string | number, unknown>;
  const last = path.at(-1)!;
  parent[last] = replace(parent[last] as string);
  return copy;
}

const UNSAFE = { NUL: "\u0000", "a bell": "\u0007", DEL: "\u007f", "a C1 control": "\u0085", "a lone high surrogate": "\ud83d", "a lone low surrogate": "\ude00" };

describe("every request contract", () => {
  it("has a valid body here, naming every one of its fields", () => {
    const requestSchemas = Object.keys(contracts).filter((name) => name.endsWith("RequestSchema"));
    expect(Object.keys(validRequests).sort()).toEqual(requestSchemas.sort());
    for (const [name, [schema, body]] of Object.entries(validRequests)) {
      expect(schema.safeParse(body).error?.issues, name).toBeUndefined();
      // A schema that transforms what it checked (updateDeliveryRequestSchema) keeps its fields in its input's shape.
      const objectSchema = "in" in schema ? (schema.in as z.ZodType) : schema;
      const shape = (objectSchema as unknown as { shape: Record<string, unknown> }).shape;
      expect(Object.keys(body).sort(), name).toEqual(Object.keys(shape).sort());
    }
  });

  for (const [label, character] of Object.entries(UNSAFE)) {
    it(`refuses ${label} in every text field, naming the field`, () => {
      for (const [name, [schema, body]] of Object.entries(validRequests)) {
        for (const path of stringPaths(body)) {
          const result = schema.safeParse(withValueAt(body, path, (value) => `${value.slice(0, 1)}${character}${value.slice(1)}`));
          expect(result.success, `${name} ${path.join(".")}`).toBe(false);
          expect(result.error!.issues.map((issue) => issue.path.join(".")), `${name} ${path.join(".")}`).toContain(path.join("."));
        }
      }
    });
  }

  it("keeps tabs, line breaks and characters outside the basic plane in free text", () => {
    const [schema, body] = validRequests.createItemRequestSchema!;
    const specifications = "Seat:\theight 45 cm\r\nFabric: bouclé 🐑";
    expect(schema.parse({ ...body, specifications })).toMatchObject({ specifications });
  });
});
