import { DEFAULT_EXPORT_ACCOUNT_CODE, DEFAULT_EXPORT_TAX_TYPE, TIME_ACTIVITIES, TIME_ACTIVITY_NAMES, updateStudioSettingsRequestSchema, type StudioSettings } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { useMemo, useState } from "react";
import { useForm } from "react-hook-form";
import { CheckboxField, FormField, SelectField, TextareaField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { KEEP_IMAGE, type ImageChange } from "@/features/settings/lib/image-change";
import { timeZoneOptions } from "@/features/settings/lib/time-zone-options";
import { useSaveStudioSettingsMutation } from "@/features/settings/queries/use-studio-settings";
import { bindField, bindMoneyField, emptyToNull } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { LogoPicker } from "./logo-picker";

/** The logo is chosen beside the form and goes up as a file, so the form's own fields leave it out. */
const settingsFormSchema = updateStudioSettingsRequestSchema.omit({ logoURL: true });

function draftOf(settings: StudioSettings) {
  return {
    name: settings.name,
    postalAddress: settings.postalAddress ?? "",
    vatNumber: settings.vatNumber ?? "",
    registrationNumber: settings.registrationNumber ?? "",
    phone: settings.phone ?? "",
    email: settings.email ?? "",
    timeZone: settings.timeZone,
    // The form is an owner's or admin's, who always see costs.
    markupPercent: settings.markupPercent ?? "",
    overheadPercent: settings.overheadPercent ?? "",
    quoteValidityDays: settings.quoteValidityDays,
    quoteTerms: settings.quoteTerms ?? "",
    vatRegistered: settings.vatRegistered,
    reviewDepositInvoices: settings.reviewDepositInvoices,
    invoiceReminders: settings.invoiceReminders,
    depositPercent: settings.depositPercent,
    paymentTermsDays: settings.paymentTermsDays,
    hourlyRate: settings.hourlyRate === null ? "" : formatRand(settings.hourlyRate),
    activityRates: Object.fromEntries(TIME_ACTIVITIES.map((activity) => [activity, settings.activityRates[activity] === null ? "" : formatRand(settings.activityRates[activity])])),
    bankName: settings.bankName ?? "",
    bankAccountHolder: settings.bankAccountHolder ?? "",
    bankAccountNumber: settings.bankAccountNumber ?? "",
    bankBranchCode: settings.bankBranchCode ?? "",
    invoiceTerms: settings.invoiceTerms ?? "",
    exportAccountCode: settings.exportAccountCode ?? "",
    exportTaxType: settings.exportTaxType ?? "",
    designersSeeCosts: settings.designersSeeCosts,
  };
}

/** The owner's form: studio details, the logo, the defaults every new quote starts from, and how invoices are paid. */
export function StudioSettingsForm({ settings }: { settings: StudioSettings }) {
  const form = useForm({ resolver: zodResolver(settingsFormSchema), defaultValues: draftOf(settings) });
  const [logo, setLogo] = useState<ImageChange>(KEEP_IMAGE);
  const save = useSaveStudioSettingsMutation();
  const zones = useMemo(() => timeZoneOptions(settings.timeZone), [settings.timeZone]);

  const submit = form.handleSubmit((values) =>
    save.mutate(
      { settings: values, logo },
      {
        onSuccess: (saved) => {
          form.reset(draftOf(saved));
          setLogo(KEEP_IMAGE);
        },
        onError: (error) => applyServerFieldErrors(form, error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-8">
      <fieldset className="grid gap-5">
        <legend className="mb-4 text-lg font-medium">Studio</legend>
        <LogoPicker savedUrl={settings.logoUrl} change={logo} onChange={setLogo} />
        <FormField label="Studio Name" autoComplete="organization" {...bindField(form, "name")} />
        <TextareaField label="Postal Address" rows={3} {...bindField(form, "postalAddress")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="VAT Number" inputMode="numeric" hint="10 digits starting with 4" {...bindField(form, "vatNumber")} />
          <FormField label="Registration Number" placeholder="2015/123456/07" {...bindField(form, "registrationNumber")} />
          <FormField label="Phone" type="tel" autoComplete="tel" {...bindField(form, "phone")} />
          <FormField label="Email" type="email" autoComplete="email" {...bindField(form, "email")} />
        </div>
        <SelectField label="Time Zone" options={zones} {...bindField(form, "timeZone")} />
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-4 text-lg font-medium">Quotes</legend>
        <div className="grid gap-5 sm:grid-cols-3">
          <FormField label="Default Markup (%)" type="number" min={0} max={999.99} step={0.01} {...bindField(form, "markupPercent")} />
          <FormField label="Overhead (%)" type="number" min={0} max={999.99} step={0.01} {...bindField(form, "overheadPercent")} />
          <FormField label="Quote Validity (days)" type="number" min={1} max={365} step={1} {...bindField(form, "quoteValidityDays")} />
        </div>
        <TextareaField label="Quote Terms" rows={6} {...bindField(form, "quoteTerms")} />
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-4 text-lg font-medium">Invoices and Payment</legend>
        <CheckboxField label="Registered for VAT (invoices are tax invoices with 15% VAT)" {...form.register("vatRegistered")} />
        <CheckboxField label="Review deposit invoices before they are sent (otherwise each is issued and e-mailed when the client approves)" {...form.register("reviewDepositInvoices")} />
        <CheckboxField label="E-mail payment reminders to clients: 3 days before an invoice is due, on the day, and 7 and 14 days after" {...form.register("invoiceReminders")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Deposit on Approval (%)" type="number" min={0} max={100} step={0.01} {...bindField(form, "depositPercent")} />
          <FormField label="Payment Terms (days)" type="number" min={0} max={365} step={1} hint="0 means due on receipt" {...bindField(form, "paymentTermsDays")} />
          <FormField label="Hourly Rate (ZAR)" hint="What an hour of the studio's time is billed at, before VAT" {...bindMoneyField(form, "hourlyRate", { setValueAs: emptyToNull })} />
          <FormField label="Bank" placeholder="First National Bank" {...bindField(form, "bankName")} />
          <FormField label="Account Holder" {...bindField(form, "bankAccountHolder")} />
          <FormField label="Account Number" inputMode="numeric" autoComplete="off" {...bindField(form, "bankAccountNumber")} />
          <FormField label="Branch Code" inputMode="numeric" autoComplete="off" hint="6 digits" {...bindField(form, "bankBranchCode")} />
        </div>
        <fieldset className="grid gap-3">
          <legend className="font-medium">Rates per Activity</legend>
          <p className="text-sm text-muted-foreground">An activity with a rate of its own is billed at it, whoever spends the time; leave one empty to bill it at the member's rate, else the studio's.</p>
          <div className="grid gap-5 sm:grid-cols-3">
            {TIME_ACTIVITIES.map((activity) => (
              <FormField key={activity} label={`${TIME_ACTIVITY_NAMES[activity]} (ZAR an hour)`} {...bindMoneyField(form, `activityRates.${activity}`, { setValueAs: emptyToNull })} />
            ))}
          </div>
        </fieldset>
        <TextareaField label="Invoice Terms" rows={4} {...bindField(form, "invoiceTerms")} />
        <div className="grid gap-5 sm:grid-cols-2">
          <FormField label="Sales Account Code" placeholder={DEFAULT_EXPORT_ACCOUNT_CODE} hint="For the bookkeeper's Xero or Sage export" {...bindField(form, "exportAccountCode")} />
          <FormField label="Tax Type" placeholder={DEFAULT_EXPORT_TAX_TYPE} hint="As your accounting package names the 15% rate" {...bindField(form, "exportTaxType")} />
        </div>
      </fieldset>

      <fieldset className="grid gap-5">
        <legend className="mb-4 text-lg font-medium">Team</legend>
        <CheckboxField
          label="Designers see cost prices, supplier quotes, markups and margins (viewers never do; the owner, admins and bookkeepers always do)"
          {...form.register("designersSeeCosts")}
        />
      </fieldset>

      <div className="flex justify-end">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}
