import type { RequestHandler } from "express";
import { createInstallationRequestSchema } from "@atelier/contracts";
import { findStudioProject, idParam, parseInput, staffOf, type ServiceDeps } from "@atelier/kit";
import { toInstallationResponse } from "./installation-response";

/** Installations are created as scheduled; the form sends no status (spec section 4). */
export function createInstallation({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const project = await findStudioProject(prisma, studioId, idParam(req.params.id, "Project"));
    const input = parseInput(createInstallationRequestSchema, req.body);
    const installation = await prisma.installation.create({
      data: { ...input, scheduledDate: new Date(input.scheduledDate), projectId: project.id, status: "scheduled" },
    });
    res.status(201).json(toInstallationResponse(installation));
  };
}
