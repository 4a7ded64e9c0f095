import { z } from "zod";
import { emailField } from "./auth";
import { compactedNumber, money, moneyInput, optionalText, percentInput, requiredText, text, vatNumberField } from "./fields";
import { timeZoneField } from "./studio-time";
import { TIME_ACTIVITIES, TIME_ACTIVITY_NAMES, type TimeActivity } from "./time";

const perActivity = <T extends z.ZodType>(field: (activity: TimeActivity) => T) =>
  z.object(Object.fromEntries(TIME_ACTIVITIES.map((activity) => [activity, field(activity)])) as Record<TimeActivity, T>);

/** An activity's own hourly rate before VAT, whoever spends the time; null for the member's rate, else the studio's. */
export const activityRatesSchema = perActivity(() => money.nullable());
export type ActivityRates = z.infer<typeof activityRatesSchema>;

/** The rates as `studios.activity_rates` keeps them, every activity named (null where it has none). */
export function activityRatesOf(stored: unknown): ActivityRates {
  const kept = activityRatesSchema.partial().safeParse(stored);
  const rates: Partial<ActivityRates> = kept.success ? kept.data : {};
  return Object.fromEntries(TIME_ACTIVITIES.map((activity) => [activity, rates[activity] ?? null])) as ActivityRates;
}

/** `current` with a request's rates: absent keeps an activity's rate, null clears it. */
export function changedActivityRates(current: ActivityRates, change: Partial<Record<TimeActivity, string | null | undefined>> | undefined): ActivityRates {
  return Object.fromEntries(TIME_ACTIVITIES.map((activity) => [activity, change?.[activity] === undefined ? current[activity] : change[activity]])) as ActivityRates;
}

/** A whole number of days from `min` to `max`, typed or sent as a number. */
const wholeDays = (label: string, { min, max }: { min: number; max: number }) => {
  const message = `${label} must be a whole number of days from ${min} to ${max}`;
  return z.preprocess(
    (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
    z.number({ error: message }).int(message).min(min, message).max(max, message),
  );
};

export const QUOTE_VALIDITY_DAYS = { min: 1, max: 365, default: 30 } as const;


/** Digits with the usual separators ("021 555 0123", "+27 (0)21 555-0123"), 9 to 15 digits in all. */
const phone = optionalText(30).refine(
  (value) => value === null || (/^\+?[\d\s().-]+$/.test(value) && /^(\D*\d){9,15}\D*$/.test(value)),
  "Phone must be a phone number, such as 021 555 0123 or +27 21 555 0123",
);

/** Digits of a bank field as people write them ("62 1234 5678", "250-655"): spaces and dashes are dropped. */
const bankDigits = (max: number, pattern: RegExp, message: string) => compactedNumber(max, /[\s-]+/g, pattern, message);

const PAYMENT_TERMS_DAYS = { min: 0, max: 365 } as const;

/**
 * How the studio invoices and is paid: where clients pay (printed on every invoice with its number as the reference),
 * the deposit asked when a quote is approved, the days an invoice gives, and whether the studio charges VAT (a studio
 * that is not registered issues an "Invoice" without VAT rather than a "Tax Invoice"). Each is optional in a request:
 * absent keeps the studio's setting.
 */
const invoicingSettingsFields = {
  bankName: optionalText(80).optional(),
  bankAccountHolder: optionalText(120).optional(),
  bankAccountNumber: bankDigits(30, /^\d{6,16}$/, "Account number must be 6 to 16 digits").optional(),
  bankBranchCode: bankDigits(10, /^\d{6}$/, "Branch code must be 6 digits").optional(),
  /** Of the approved quote; at most all of it. */
  depositPercent: percentInput("Deposit", 100).optional(),
  paymentTermsDays: wholeDays("Payment terms", PAYMENT_TERMS_DAYS).optional(),
  /** What an hour of the studio's time is billed at, before VAT; null until the studio bills time. */
  hourlyRate: moneyInput("Hourly rate").nullable().optional(),
  /** The activities billed at a rate of their own (null or absent: the member's, else the studio's). */
  activityRates: perActivity((activity) => moneyInput(`${TIME_ACTIVITY_NAMES[activity]} hourly rate`).nullable().optional()).optional(),
  invoiceTerms: optionalText(5000).optional(),
  vatRegistered: z.boolean({ error: "VAT registered must be true or false" }).optional(),
  /** When a client approves a quote, its deposit invoice waits as a draft for the studio instead of being issued and e-mailed. */
  reviewDepositInvoices: z.boolean({ error: "Review deposit invoices must be true or false" }).optional(),
  /** E-mail clients about invoices due in 3 days, due today, and 7 and 14 days overdue. */
  invoiceReminders: z.boolean({ error: "Invoice reminders must be true or false" }).optional(),
  /** The sales account and tax type the bookkeeper's exports name (Xero's AccountCode and TaxType, Sage's ledger account). */
  exportAccountCode: optionalText(20).optional(),
  exportTaxType: optionalText(60).optional(),
};

export const STUDIO_SETTINGS_MESSAGES = {
  uploadFirst: "Upload the logo with POST /api/objects/upload first",
  nothingUploaded: "Nothing was uploaded to this URL",
  logoTooLarge: "Logo exceeds 2MB limit",
  notALogo: "The logo must be a PNG, JPG or WebP image",
  saved: "Studio settings saved",
} as const;

/** What a logo may be; the server keeps it as a PNG at most `maxWidth` pixels wide. */
export const LOGO_LIMITS = { maxBytes: 2 * 1024 * 1024, maxWidth: 600, types: ["image/png", "image/jpeg", "image/webp"] } as const;

/**
 * PUT /api/studio/settings: every setting, as the form holds it (blank optional texts are cleared). `logoURL` is
 * the upload URL of a new logo (POST /api/objects/upload), null to remove the logo, or absent to keep it.
 */
export const updateStudioSettingsRequestSchema = z.object({
  name: requiredText("Studio name is required", 120),
  postalAddress: optionalText(500),
  vatNumber: vatNumberField,
  registrationNumber: optionalText(40),
  phone,
  email: optionalText(254).pipe(emailField.nullable()),
  markupPercent: percentInput("Markup"),
  overheadPercent: percentInput("Overhead"),
  quoteValidityDays: wholeDays("Quote validity", QUOTE_VALIDITY_DAYS),
  quoteTerms: optionalText(5000),
  /** Absent keeps the studio's zone. */
  timeZone: timeZoneField.optional(),
  ...invoicingSettingsFields,
  /** False keeps cost prices, supplier quotes, markups and margins from the studio's designers; absent keeps the setting. */
  designersSeeCosts: z.boolean({ error: "Designers see costs must be true or false" }).optional(),
  logoURL: text("logoURL must be an upload URL").trim().min(1, STUDIO_SETTINGS_MESSAGES.uploadFirst).max(4000).nullish(),
});
export type UpdateStudioSettingsRequest = z.input<typeof updateStudioSettingsRequestSchema>;

/** GET and PUT /api/studio/settings: what prints on every quote and invoice, and whether the caller may change it. */
export const studioSettingsSchema = z.object({
  name: z.string(),
  postalAddress: z.string().nullable(),
  vatNumber: z.string().nullable(),
  registrationNumber: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** A signed read URL that expires: fetch the settings again rather than storing it. */
  logoUrl: z.string().nullable(),
  /** What the studio earns on costs: absent for a member who may not see costs. */
  markupPercent: z.string().regex(/^\d+\.\d{2}$/).optional(),
  overheadPercent: z.string().regex(/^\d+\.\d{2}$/).optional(),
  quoteValidityDays: z.number().int(),
  quoteTerms: z.string().nullable(),
  /** The IANA zone every date and time of the studio is read in, on screens, documents and e-mails. */
  timeZone: z.string(),
  bankName: z.string().nullable(),
  bankAccountHolder: z.string().nullable(),
  bankAccountNumber: z.string().nullable(),
  bankBranchCode: z.string().nullable(),
  depositPercent: z.string().regex(/^\d+\.\d{2}$/),
  paymentTermsDays: z.number().int(),
  hourlyRate: money.nullable(),
  activityRates: activityRatesSchema,
  invoiceTerms: z.string().nullable(),
  vatRegistered: z.boolean(),
  reviewDepositInvoices: z.boolean(),
  invoiceReminders: z.boolean(),
  exportAccountCode: z.string().nullable(),
  exportTaxType: z.string().nullable(),
  designersSeeCosts: z.boolean(),
  /** Only the studio's owner may change the settings; everyone else in the studio reads them. */
  canEdit: z.boolean(),
});
export type StudioSettings = z.infer<typeof studioSettingsSchema>;
