import type { RequestHandler } from "express";
import type { PrismaClient } from "@atelier/db";
import { idParam, notFound, type ServiceDeps, staffOf } from "@atelier/kit";
import { toMoney } from "../db-values";
import { toProjectResponse } from "./project-response";

/** The project with the Overview counters and the latest quote's total, in one query. */
export async function loadProjectResponse(prisma: PrismaClient, studioId: string, projectId: string) {
  const found = await prisma.project.findFirst({
    where: { id: projectId, studioId },
    include: {
      _count: { select: { rooms: true, images: true, quotes: true } },
      quotes: { orderBy: { createdAt: "desc" }, take: 1, select: { total: true } },
    },
  });
  if (!found) throw notFound("Project not found");
  const { _count: counts, quotes: [latestQuote], ...project } = found;
  return toProjectResponse(project, counts, latestQuote ? toMoney(latestQuote.total) : null);
}

export function getProject({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    res.json(await loadProjectResponse(prisma, studioId, idParam(req.params.id, "Project")));
  };
}
