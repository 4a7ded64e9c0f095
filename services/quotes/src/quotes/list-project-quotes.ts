import type { Project } from "@atelier/db";
import type { AccessHandler, ServiceDeps, Staff } from "@atelier/kit";
import { toProjectQuotes } from "./quote-response";

/** GET /api/projects/:id/quotes: latest first, the newest version of each number with its history. */
export function listProjectQuotes({ prisma }: ServiceDeps<unknown>): AccessHandler<Staff, Project> {
  return async (_req, res, { record: project }) => {
    const quotes = await prisma.quote.findMany({ where: { projectId: project.id }, orderBy: [{ createdAt: "desc" }, { version: "desc" }] });
    res.json(toProjectQuotes(quotes));
  };
}
