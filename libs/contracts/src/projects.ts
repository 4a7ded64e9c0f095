import { z } from "zod";
import { emailField } from "./auth";
import { dateOnly, money, moneyInput, optionalText, requiredText, vatNumberField } from "./fields";
import { numberInput, steppedNumber, wholeNumber } from "./numbers";

export const PROJECT_STATUSES = ["active", "completed", "pending"] as const;
export const PROPERTY_TYPES = ["house", "apartment", "villa", "mansion", "townhouse", "condo", "penthouse"] as const;
export const ARCHITECTURAL_STYLES = ["modern", "contemporary", "traditional", "colonial", "victorian", "craftsman", "mediterranean", "minimalist"] as const;
export const DESIGN_STYLES = ["luxury-modern", "classic-elegance", "minimalist", "scandinavian", "industrial", "bohemian", "transitional", "eclectic"] as const;

export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

/** The Create Project form (spec sections 3 and 5): `name` becomes the project's title, `budget` its budget estimate. */
export const createProjectRequestSchema = z.object({
  name: requiredText("Project name is required"),
  description: optionalText(),
  clientName: requiredText("Client name is required"),
  clientEmail: emailField,
  budget: moneyInput("Budget"),
  startDate: dateOnly("Start date"),
});
export type CreateProjectRequest = z.input<typeof createProjectRequestSchema>;

const currentYear = () => new Date().getUTCFullYear();

/** The project's dates in order: said of the field the designer changed. */
export const PROJECT_DATE_ORDER_MESSAGES = {
  expectedEndDate: "Expected end date must be on or after the start date",
  startDate: "Start date must be on or before the expected end date",
} as const;

/** House details and the project's own fields; every field optional, an absent one is left as it is. */
export const updateProjectRequestSchema = z
  .object({
    title: requiredText("Project name is required"),
    description: optionalText(),
    address: optionalText(500),
    clientName: requiredText("Client name is required"),
    clientEmail: emailField,
    /** Printed on a full tax invoice when the client is registered for VAT (VAT Act s 20(4)). */
    clientVatNumber: vatNumberField,
    budgetEstimate: moneyInput("Budget"),
    startDate: dateOnly("Start date").nullable(),
    expectedEndDate: dateOnly("Expected end date").nullable(),
    status: projectStatusSchema,
    propertyType: z.enum(PROPERTY_TYPES).nullable(),
    architecturalStyle: z.enum(ARCHITECTURAL_STYLES).nullable(),
    designStyle: z.enum(DESIGN_STYLES).nullable(),
    yearBuilt: numberInput("Year built").refine((year) => year === null || (Number.isInteger(year) && year >= 1800 && year <= currentYear()), {
      error: () => `Year built must be a whole number from 1800 to ${currentYear()}`,
    }),
    totalSquareFootage: steppedNumber("Total floor area", 0.01, 99_999_999),
    numberOfBedrooms: wholeNumber("Bedrooms", 0, 1_000_000),
    numberOfBathrooms: steppedNumber("Bathrooms", 0.5, 999),
    /** An empty value falls back to one floor (spec section 5). */
    numberOfFloors: wholeNumber("Floors", 1, 999).transform((floors) => floors ?? 1),
    lotSize: steppedNumber("Lot size", 0.01, 9_999_999_999),
    hasGarage: z.boolean(),
    garageSpaces: wholeNumber("Garage spaces", 0, 1_000_000),
    hasPool: z.boolean(),
    hasGarden: z.boolean(),
    specialFeatures: optionalText(),
    accessibilityRequirements: optionalText(),
    colorPreferences: optionalText(),
    specialRequirements: optionalText(),
  })
  .partial()
  .refine((update) => update.startDate == null || update.expectedEndDate == null || update.expectedEndDate >= update.startDate, {
    message: PROJECT_DATE_ORDER_MESSAGES.expectedEndDate,
    path: ["expectedEndDate"],
  });
export type UpdateProjectRequest = z.input<typeof updateProjectRequestSchema>;

/** GET /api/projects: the studio's projects in work, or with `archived=true` its archived ones. */
export const projectListQuerySchema = z.object({ archived: z.enum(["true", "false"]).optional() });
export type ProjectListQuery = z.input<typeof projectListQuerySchema>;

/** DELETE /api/projects/:id's 409: what the client signed or opened is the studio's record, so it is archived instead. */
/** The 409 of a change to an archived project's records, for the studio, and for its client through the portal. */
export const ARCHIVED_PROJECT_REFUSAL = "This project is archived, so it is kept as it was. Restore it to make changes.";
export const ARCHIVED_PROJECT_PORTAL_REFUSAL = "This project has been archived by the studio, so nothing in it can be changed here. Please contact the studio.";

export const PROJECT_DELETE_REFUSAL = "This project has quotes its client has approved or opened, or invoices issued, which must be kept. Archive the project instead.";

export const houseDetailsSchema = z.object({
  address: z.string().nullable(),
  propertyType: z.enum(PROPERTY_TYPES).nullable(),
  architecturalStyle: z.enum(ARCHITECTURAL_STYLES).nullable(),
  designStyle: z.enum(DESIGN_STYLES).nullable(),
  yearBuilt: z.number().nullable(),
  totalSquareFootage: z.number().nullable(),
  numberOfBedrooms: z.number().nullable(),
  numberOfBathrooms: z.number().nullable(),
  numberOfFloors: z.number().nullable(),
  lotSize: z.number().nullable(),
  hasGarage: z.boolean(),
  garageSpaces: z.number().nullable(),
  hasPool: z.boolean(),
  hasGarden: z.boolean(),
  specialFeatures: z.string().nullable(),
  accessibilityRequirements: z.string().nullable(),
  colorPreferences: z.string().nullable(),
  specialRequirements: z.string().nullable(),
});
export type HouseDetails = z.infer<typeof houseDetailsSchema>;

/** A project as the list and the sidebar show it. */
export const projectSummarySchema = z.object({
  id: z.uuid(),
  code: z.string().nullable(),
  title: z.string(),
  status: projectStatusSchema,
  description: z.string().nullable(),
  address: z.string().nullable(),
  clientName: z.string().nullable(),
  clientEmail: z.string().nullable(),
  clientVatNumber: z.string().nullable(),
  budgetEstimate: money.nullable(),
  totalCost: money.nullable(),
  startDate: z.string().nullable(),
  expectedEndDate: z.string().nullable(),
  /** When the project was archived; null while it is in work. */
  archivedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProjectSummary = z.infer<typeof projectSummarySchema>;

/** The project detail page: the project, its house details and the Overview counters. */
export const projectSchema = projectSummarySchema.extend(houseDetailsSchema.shape).extend({
  counts: z.object({ rooms: z.number(), images: z.number(), quotes: z.number() }),
  latestQuoteTotal: money.nullable(),
});
export type Project = z.infer<typeof projectSchema>;
