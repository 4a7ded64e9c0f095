import { memberPermissions, type Image, type Installation, type Job, type Meeting, type Project, type Room, type RoomItem, type StudioSettings, type User, type VoiceNote } from "@atelier/contracts";

export const thandi: User = {
  id: "6f1c2f7e-7d0b-4a4e-9d1a-2f6c1b7e9a10",
  email: "thandi@studio.co.za",
  firstName: "Thandi",
  lastName: "Nkosi",
  profileImageUrl: null,
  role: "owner",
  permissions: memberPermissions("owner", { designersSeeCosts: true }),
  studio: { id: "0b7f5a8e-3c1d-4e2f-8a9b-1c2d3e4f5a6b", name: "Nkosi Interiors", timeZone: "Africa/Johannesburg" },
};

export const cliftonVilla: Project = {
  id: "3b0f6d2e-5a4c-4e1b-9f8a-7c6d5e4f3a21",
  code: "ATL-2026-014",
  title: "Clifton Villa",
  status: "active",
  description: "Full refurbishment of a cliff-side villa.",
  address: "12 Victoria Road, Clifton, Cape Town",
  clientName: "Naledi Khumalo",
  clientEmail: "naledi@example.co.za",
  clientVatNumber: null,
  budgetEstimate: "1250000.00",
  totalCost: "1250000.00",
  startDate: "2026-03-02",
  expectedEndDate: null,
  archivedAt: null,
  createdAt: "2026-03-01T08:00:00.000Z",
  updatedAt: "2026-03-01T08:00:00.000Z",
  propertyType: "villa",
  architecturalStyle: "contemporary",
  designStyle: "luxury-modern",
  yearBuilt: 2004,
  totalSquareFootage: 5200,
  numberOfBedrooms: 5,
  numberOfBathrooms: 4.5,
  numberOfFloors: 3,
  lotSize: 1100.5,
  hasGarage: false,
  garageSpaces: null,
  hasPool: true,
  hasGarden: true,
  specialFeatures: null,
  accessibilityRequirements: null,
  colorPreferences: "Warm neutrals",
  specialRequirements: null,
  counts: { rooms: 0, images: 0, quotes: 0 },
  latestQuoteTotal: null,
};

export const mainLounge: Room = {
  id: "9c8b7a6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d",
  projectId: cliftonVilla.id,
  name: "Main Lounge",
  description: "Double-volume lounge facing the sea.",
  dimensions: "8m × 6m",
  floorArea: 48,
  itemCount: 2,
  estimatedTotal: "56000.00",
  generatedImageCount: 3,
  sample: false,
  createdAt: "2026-03-03T08:00:00.000Z",
  updatedAt: "2026-03-03T08:00:00.000Z",
};

export function roomItem(overrides: Partial<RoomItem> = {}): RoomItem {
  return {
    id: "0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d",
    roomId: mainLounge.id,
    name: "Bouclé sofa",
    quantity: 1,
    unit: "each",
    category: "furniture",
    color: "Ivory",
    material: "Bouclé",
    size: "240 × 100 cm",
    specifications: "Feather-wrapped cushions",
    costEstimate: "48000.00",
    supplierQuote: null,
    supplier: null,
    supplierId: null,
    leadTime: null,
    eta: null,
    purchaseOrder: null,
    status: null,
    imageUrl: null,
    thumbnailUrl: null,
    source: "manual",
    aiConfidence: null,
    voiceNoteId: null,
    costFromCatalogue: false,
    overdue: false,
    createdAt: "2026-03-03T08:00:00.000Z",
    updatedAt: "2026-03-03T08:00:00.000Z",
    ...overrides,
  };
}

export function image(overrides: Partial<Image> = {}): Image {
  return {
    id: "2f3e4d5c-6b7a-4c8d-9e0f-1a2b3c4d5e6f",
    projectId: cliftonVilla.id,
    roomId: mainLounge.id,
    type: "generated",
    url: "https://storage.test/images/lounge-concept.png",
    thumbnailUrl: "https://storage.test/images/lounge-concept-thumb.jpg",
    width: 1024,
    height: 1024,
    prompt: "A double-volume lounge in warm oak and travertine, modern luxury",
    tags: ["modern", "luxury"],
    createdAt: "2026-03-04T08:00:00.000Z",
    ...overrides,
  };
}

export function voiceNote(overrides: Partial<VoiceNote> = {}): VoiceNote {
  return {
    id: "4b3a2c1d-0e9f-4a8b-8c7d-6e5f4a3b2c1d",
    roomId: mainLounge.id,
    transcript: "Two rattan side tables beside the sofa, and a bouclé sofa in ivory.",
    duration: 12,
    recordingUrl: "https://storage.test/recordings/lounge-visit.webm",
    itemCount: 1,
    undoableItemCount: 1,
    createdAt: "2026-03-04T08:00:00.000Z",
    ...overrides,
  };
}

export const siteVisit: Meeting = {
  id: "5c4b3a2d-1e0f-4a9b-8c7d-6e5f4a3b2c1e",
  projectId: cliftonVilla.id,
  title: "Site visit",
  description: null,
  type: "consultation",
  scheduledAt: "2099-03-04T07:30:00.000Z",
  duration: 60,
  location: null,
  priority: "medium",
  status: "scheduled",
  attendees: [{ name: "Naledi Khumalo", role: "Client", email: null }],
  notes: null,
  outcomes: null,
  followUpRequired: false,
  followUpDate: null,
  meetingUrl: null,
  followUps: [],
  cancellationReason: null,
  startedAt: null,
  completedAt: null,
  createdAt: "2026-03-04T08:00:00.000Z",
};

export const loungeInstallation: Installation = {
  id: "6d5c4b3a-2e1f-4a0b-9c8d-7e6f5a4b3c2d",
  projectId: cliftonVilla.id,
  title: "Lounge furniture",
  description: null,
  type: "furniture",
  scheduledDate: "2099-03-05T06:00:00.000Z",
  estimatedDuration: 4,
  teamMembers: null,
  requirements: null,
  notes: null,
  priority: "medium",
  status: "scheduled",
  cancellationReason: null,
  startedAt: null,
  completedAt: null,
  createdAt: "2026-03-04T08:00:00.000Z",
};

/** The id every job-starting route answers with in the tests. */
export const jobId = "8a7b6c5d-4e3f-4a2b-9c1d-0e9f8a7b6c5d";

/** GET /api/jobs/:id for a job that is still running or has ended. */
export function job(state: Job["state"], fields: Partial<Pick<Job, "progress" | "result" | "failedReason">> = {}): Job {
  return {
    id: jobId,
    name: "test-job",
    state,
    progress: 0,
    result: null,
    failedReason: null,
    attemptsMade: 1,
    createdAt: "2026-03-04T08:00:00.000Z",
    updatedAt: "2026-03-04T08:00:00.000Z",
    finishedAt: state === "completed" || state === "failed" ? "2026-03-04T08:01:00.000Z" : null,
    ...fields,
  };
}

/** Thandi as a member of another role, with what that role may do in a studio whose designers see costs. */
export const thandiAs = (role: User["role"], policy = { designersSeeCosts: true }): User => ({ ...thandi, role, permissions: memberPermissions(role, policy) });

/** Thandi's studio's settings, as its owner sees them. */
export const nkosiInteriorsSettings: StudioSettings = {
  name: "Nkosi Interiors",
  postalAddress: "PO Box 12, Constantia, 7848",
  vatNumber: "4123456789",
  registrationNumber: null,
  phone: "021 555 0123",
  email: "studio@nkosi.co.za",
  logoUrl: null,
  timeZone: "Africa/Johannesburg",
  markupPercent: "30.00",
  overheadPercent: "15.00",
  quoteValidityDays: 30,
  quoteTerms: null,
  bankName: "First National Bank",
  bankAccountHolder: "Nkosi Interiors (Pty) Ltd",
  bankAccountNumber: "62123456789",
  bankBranchCode: "250655",
  depositPercent: "50.00",
  paymentTermsDays: 7,
  hourlyRate: "950.00",
  activityRates: { design: null, site_visit: null, meeting: null, procurement: null, installation: null, admin: "450.00" },
  invoiceTerms: null,
  vatRegistered: true,
  reviewDepositInvoices: false,
  invoiceReminders: true,
  exportAccountCode: null,
  exportTaxType: null,
  designersSeeCosts: true,
  canEdit: true,
};
