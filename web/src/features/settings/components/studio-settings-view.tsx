import { TIME_ACTIVITIES, TIME_ACTIVITY_NAMES, type ActivityRates, type StudioSettings } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { DetailList } from "@/components/detail-list";
import { StudioLogo } from "./studio-logo";

/** "Administration R 450.00, Site visits R 800.00"; null when no activity has a rate of its own. */
function activityRatesText(rates: ActivityRates): string | null {
  const own = TIME_ACTIVITIES.flatMap((activity) => (rates[activity] === null ? [] : [`${TIME_ACTIVITY_NAMES[activity]} ${formatRand(rates[activity])}`]));
  return own.length === 0 ? null : own.join(", ");
}

/** The settings as a designer who is not the owner sees them: read, never changed. */
export function StudioSettingsView({ settings }: { settings: StudioSettings }) {
  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">Only the studio's owner and admins can change these settings.</p>
      <StudioLogo url={settings.logoUrl} />
      <DetailList
        entries={[
          ["Studio Name", settings.name],
          ["Postal Address", settings.postalAddress],
          ["VAT Number", settings.vatNumber],
          ["Registration Number", settings.registrationNumber],
          ["Phone", settings.phone],
          ["Email", settings.email],
          ["Time Zone", settings.timeZone],
          ...(settings.markupPercent === undefined ? [] : ([["Default Markup", `${settings.markupPercent}%`]] as const)),
          ...(settings.overheadPercent === undefined ? [] : ([["Overhead", `${settings.overheadPercent}%`]] as const)),
          ["Quote Validity", `${settings.quoteValidityDays} days`],
          ["Quote Terms", settings.quoteTerms],
          ["VAT Registered", settings.vatRegistered ? "Yes" : "No"],
          ["Deposit on Approval", `${settings.depositPercent}%`],
          ["Deposit Invoices", settings.reviewDepositInvoices ? "Kept as drafts to review" : "Issued and e-mailed on approval"],
          ["Export Account Code", settings.exportAccountCode],
          ["Export Tax Type", settings.exportTaxType],
          ["Payment Reminders", settings.invoiceReminders ? "E-mailed before and after the due date" : "Off"],
          ["Hourly Rate", settings.hourlyRate === null ? null : `${formatRand(settings.hourlyRate)} an hour`],
          ["Rates per Activity", activityRatesText(settings.activityRates)],
          ["Payment Terms", settings.paymentTermsDays === 0 ? "Due on receipt" : `${settings.paymentTermsDays} days`],
          ["Bank", settings.bankName],
          ["Account Holder", settings.bankAccountHolder],
          ["Account Number", settings.bankAccountNumber],
          ["Branch Code", settings.bankBranchCode],
          ["Invoice Terms", settings.invoiceTerms],
          ["Costs for Designers", settings.designersSeeCosts ? "Shown" : "Kept to the owner, admins and bookkeepers"],
        ]}
      />
    </div>
  );
}
