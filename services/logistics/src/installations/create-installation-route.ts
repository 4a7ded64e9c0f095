import { createInstallationRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { toInstallationResponse } from "./installation-response";

/** Installations are created as scheduled; the form sends no status (spec section 4). */
export function createInstallation({ prisma, changes }: LogisticsDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: project }) => {
    const input = parseInput(createInstallationRequestSchema, req.body);
    const installation = await prisma.installation.create({
      data: { ...input, scheduledDate: new Date(input.scheduledDate), projectId: project.id, status: "scheduled" },
    });
    changes.announce(project.id, "installations", installation.id);
    res.status(201).json(toInstallationResponse(installation));
  };
}
