import type { PrismaClient, Project, Quote } from "@atelier/db";
import type { StudioRecord } from "@atelier/kit";

/**
 * The records the quotes routes name, each found only within the caller's studio: the rules in the
 * routes load them before a handler runs, and another studio's record is as missing as none.
 * Projects are read-only here: the projects service owns them.
 */
export function quoteRecords(prisma: PrismaClient) {
  const project: StudioRecord<Project> = {
    name: "Project",
    ofStudio: (id, { studioId }) => prisma.project.findFirst({ where: { id, studioId } }),
  };
  const quote: StudioRecord<Quote> = {
    name: "Quote",
    ofStudio: (id, { studioId }) => prisma.quote.findFirst({ where: { id, studioId } }),
  };
  return { project, quote };
}

export type QuoteRecords = ReturnType<typeof quoteRecords>;
