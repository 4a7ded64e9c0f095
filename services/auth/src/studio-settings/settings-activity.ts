import { TIME_ACTIVITIES, TIME_ACTIVITY_NAMES, type ActivityRates } from "@atelier/contracts";
import type { Studio } from "@atelier/db";
import { money, percent, type FieldShown } from "@atelier/kit";

/** The settings whose changes the studio's feed shows: what prints, what is charged, and who sees what. */
export const STUDIO_SETTING_FIELDS: Partial<Record<keyof Studio, FieldShown>> = {
  name: "Studio name",
  codePrefix: "Project code prefix",
  markupPercent: percent("Markup"),
  overheadPercent: percent("Overhead"),
  quoteValidityDays: "Quotes valid for (days)",
  quoteTerms: "Quote terms",
  postalAddress: "Postal address",
  vatNumber: "VAT number",
  registrationNumber: "Registration number",
  phone: "Phone",
  email: "E-mail",
  logoObjectKey: { label: "Logo", show: () => "Set" },
  timeZone: "Time zone",
  bankName: "Bank",
  bankAccountHolder: "Account holder",
  bankAccountNumber: "Account number",
  bankBranchCode: "Branch code",
  depositPercent: percent("Deposit"),
  hourlyRate: money("Hourly rate"),
  paymentTermsDays: "Payment terms (days)",
  invoiceTerms: "Invoice terms",
  vatRegistered: "VAT registered",
  reviewDepositInvoices: "Review deposit invoices",
  invoiceReminders: "Payment reminders",
  exportAccountCode: "Export account code",
  exportTaxType: "Export tax type",
  designersSeeCosts: "Designers see costs",
};

/** Each activity's own rate, as the feed shows its change. */
export const ACTIVITY_RATE_FIELDS = Object.fromEntries(
  TIME_ACTIVITIES.map((activity) => [activity, money(`${TIME_ACTIVITY_NAMES[activity]} hourly rate`)]),
) as Record<keyof ActivityRates, FieldShown>;
