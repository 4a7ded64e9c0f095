import type { RequestHandler } from "express";
import type { PrismaClient } from "@atelier/db";
import type { ServiceDeps } from "@atelier/kit";
import { toMoney } from "../db-values";
import { idParam } from "@atelier/kit";
import { staffOf } from "@atelier/kit";
import { findStudioProject } from "@atelier/kit";
import { toProjectResponse } from "./project-response";

/** The project with the Overview counters and the latest quote's total. */
export async function loadProjectResponse(prisma: PrismaClient, studioId: string, projectId: string) {
  const project = await findStudioProject(prisma, studioId, projectId);
  const [rooms, images, quotes, latestQuote] = await Promise.all([
    prisma.room.count({ where: { projectId } }),
    prisma.image.count({ where: { projectId } }),
    prisma.quote.count({ where: { projectId } }),
    prisma.quote.findFirst({ where: { projectId }, orderBy: { createdAt: "desc" }, select: { total: true } }),
  ]);
  return toProjectResponse(project, { rooms, images, quotes }, latestQuote ? toMoney(latestQuote.total) : null);
}

export function getProject({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    res.json(await loadProjectResponse(prisma, studioId, idParam(req.params.id, "Project")));
  };
}
