import { isArchived, isProjectArchived, type CreditNote, type Invoice, type PrismaClient, type Project } from "@atelier/db";
import type { PortalRecord, StudioRecord } from "@atelier/kit";

/**
 * The records the accounts routes name, each found only within the caller's studio: another studio's record is as
 * missing as none. Projects are read-only here: the projects service owns them.
 */
export function accountsRecords(prisma: PrismaClient) {
  const project: StudioRecord<Project> = {
    name: "Project",
    ofStudio: (id, { studioId }) => prisma.project.findFirst({ where: { id, studioId } }),
    inArchivedProject: isArchived,
  };
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
  return { project, invoice, clientInvoice, creditNote };
}

export type AccountsRecords = ReturnType<typeof accountsRecords>;
