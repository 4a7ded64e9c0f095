import { PORTAL_QUOTE_STATUSES } from "@atelier/contracts";
import { isArchived, isProjectArchived, type PrismaClient, type Project, type Quote } from "@atelier/db";
import type { PortalRecord, StudioRecord } from "@atelier/kit";

/**
 * The records the quotes routes name, each found only within the caller's studio: the rules in the
 * routes load them before a handler runs, and another studio's record is as missing as none.
 * Projects are read-only here: the projects service owns them.
 */
export function quoteRecords(prisma: PrismaClient) {
  const archived = (quote: Quote) => isProjectArchived(prisma, quote.projectId);
  const project: StudioRecord<Project> = {
    name: "Project",
    ofStudio: (id, { studioId }) => prisma.project.findFirst({ where: { id, studioId } }),
    inArchivedProject: isArchived,
  };
  const quote: StudioRecord<Quote> = {
    name: "Quote",
    ofStudio: (id, { studioId }) => prisma.quote.findFirst({ where: { id, studioId } }),
    inArchivedProject: archived,
  };
  /** A quote as the project's client may see it through the portal: sent to them, never a draft, a superseded version or a sample. */
  const clientQuote: PortalRecord<Quote> = {
    name: "Quote",
    ofPortalProject: (id, { projectId }) => prisma.quote.findFirst({ where: { id, projectId, status: { in: [...PORTAL_QUOTE_STATUSES] }, sample: false } }),
    inArchivedProject: archived,
  };
  /** A quote the client was ever shown, replaced ones included, so answering one that changed meanwhile is a 409, not a 404. */
  const answerableQuote: PortalRecord<Quote> = {
    name: "Quote",
    ofPortalProject: (id, { projectId }) => prisma.quote.findFirst({ where: { id, projectId, status: { not: "draft" }, sample: false } }),
    inArchivedProject: archived,
  };
  return { project, quote, clientQuote, answerableQuote };
}

export type QuoteRecords = ReturnType<typeof quoteRecords>;
