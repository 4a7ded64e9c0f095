import { activityRatesOf, type StudioSettings } from "@atelier/contracts";
import type { Studio } from "@atelier/db";
import type { ObjectStorage } from "@atelier/kit";
import { toMoneyString } from "@atelier/money";

/** Read URLs of the logo last six hours (and stay the same for an hour, for the browser's cache). */
const LOGO_URL_SECONDS = 6 * 3600;

/** The settings as `canEdit` (studio.manage) and `seesCosts` allow: the markup and overhead are what the studio earns on costs. */
export async function toStudioSettingsResponse(storage: ObjectStorage, studio: Studio, { canEdit, seesCosts }: { canEdit: boolean; seesCosts: boolean }): Promise<StudioSettings> {
  return {
    name: studio.name,
    postalAddress: studio.postalAddress,
    vatNumber: studio.vatNumber,
    registrationNumber: studio.registrationNumber,
    phone: studio.phone,
    email: studio.email,
    logoUrl: studio.logoObjectKey ? await storage.downloadUrl(studio.logoObjectKey, LOGO_URL_SECONDS) : null,
    ...(seesCosts && { markupPercent: studio.markupPercent.toFixed(2), overheadPercent: studio.overheadPercent.toFixed(2) }),
    quoteValidityDays: studio.quoteValidityDays,
    quoteTerms: studio.quoteTerms,
    timeZone: studio.timeZone,
    bankName: studio.bankName,
    bankAccountHolder: studio.bankAccountHolder,
    bankAccountNumber: studio.bankAccountNumber,
    bankBranchCode: studio.bankBranchCode,
    depositPercent: studio.depositPercent.toFixed(2),
    paymentTermsDays: studio.paymentTermsDays,
    hourlyRate: studio.hourlyRate === null ? null : toMoneyString(studio.hourlyRate),
    activityRates: activityRatesOf(studio.activityRates),
    invoiceTerms: studio.invoiceTerms,
    vatRegistered: studio.vatRegistered,
    reviewDepositInvoices: studio.reviewDepositInvoices,
    invoiceReminders: studio.invoiceReminders,
    exportAccountCode: studio.exportAccountCode,
    exportTaxType: studio.exportTaxType,
    designersSeeCosts: studio.designersSeeCosts,
    canEdit,
  };
}
