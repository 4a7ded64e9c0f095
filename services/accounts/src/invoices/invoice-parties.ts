import type { Project, Studio } from "@atelier/db";

/** The studio, its client and how to pay as an issued invoice prints them, kept with it (invoices.parties). */
export interface InvoiceParties {
  supplier: { name: string; postalAddress: string | null; vatNumber: string | null; registrationNumber: string | null; phone: string | null; email: string | null };
  /** `vatNumber` is absent from invoices issued before clients' VAT numbers were kept. */
  recipient: { name: string | null; email: string | null; address: string | null; vatNumber?: string | null };
  project: { title: string; code: string | null };
  /** Where the client pays, and the studio's invoice terms, as printed. */
  bank: { name: string | null; accountHolder: string | null; accountNumber: string | null; branchCode: string | null };
  terms: string | null;
}

export function invoicePartiesOf(studio: Studio, project: Project): InvoiceParties {
  return {
    supplier: { name: studio.name, postalAddress: studio.postalAddress, vatNumber: studio.vatNumber, registrationNumber: studio.registrationNumber, phone: studio.phone, email: studio.email },
    recipient: { name: project.clientName, email: project.clientEmail, address: project.address, vatNumber: project.clientVatNumber },
    project: { title: project.title, code: project.code },
    bank: { name: studio.bankName, accountHolder: studio.bankAccountHolder, accountNumber: studio.bankAccountNumber, branchCode: studio.bankBranchCode },
    terms: studio.invoiceTerms,
  };
}
