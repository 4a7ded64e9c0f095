import { isProjectArchived, type CreditNote, type Invoice, type PaymentProof, type PrismaClient } from "@atelier/db";
import { projectRecord, type PortalRecord, type StudioRecord } from "@atelier/kit";

/**
 * The records the accounts routes name, each found only within the caller's studio: another studio's record is as
 * missing as none. Projects are read-only here: the projects service owns them.
 */
export function accountsRecords(prisma: PrismaClient) {
  const project = projectRecord(prisma);
  const invoice: StudioRecord<Invoice> = {
    name: "Invoice",
    ofStudio: (id, { studioId }) => prisma.invoice.findFirst({ where: { id, studioId } }),
    inArchivedProject: (invoice) => isProjectArchived(prisma, invoice.projectId),
  };
  /** An invoice as the project's client may see it through the portal: issued, never a draft. */
  const clientInvoice: PortalRecord<Invoice> = {
    name: "Invoice",
    ofPortalProject: (id, { projectId }) => prisma.invoice.findFirst({ where: { id, projectId, status: { not: "draft" } } }),
    inArchivedProject: (invoice) => isProjectArchived(prisma, invoice.projectId),
  };
  const creditNote: StudioRecord<CreditNote> = {
    name: "Credit note",
    ofStudio: (id, { studioId }) => prisma.creditNote.findFirst({ where: { id, studioId } }),
    inArchivedProject: (note) => isProjectArchived(prisma, note.projectId),
  };
  const paymentProof: StudioRecord<PaymentProof> = {
    name: "Proof of payment",
    ofStudio: (id, { studioId }) => prisma.paymentProof.findFirst({ where: { id, studioId } }),
    inArchivedProject: (proof) => isProjectArchived(prisma, proof.projectId),
  };
  return { project, invoice, clientInvoice, creditNote, paymentProof };
}

export type AccountsRecords = ReturnType<typeof accountsRecords>;
