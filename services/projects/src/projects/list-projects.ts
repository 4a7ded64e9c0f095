import type { RequestHandler } from "express";
import { type ServiceDeps, staffOf } from "@atelier/kit";
import { toProjectSummary } from "./project-response";

export function listProjects({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const projects = await prisma.project.findMany({ where: { studioId }, orderBy: { createdAt: "desc" } });
    res.json(projects.map(toProjectSummary));
  };
}
