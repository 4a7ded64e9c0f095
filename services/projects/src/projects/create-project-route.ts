import { createProjectRequestSchema } from "@atelier/contracts";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { fromDateOnly } from "../db-values";
import { nextProjectCode } from "./project-code";
import { toProjectResponse } from "./project-response";

/** New projects start active, with their total cost equal to the budget (spec section 3). */
export function createProject({ prisma, changes }: ProjectsDeps): AccessHandler<Staff, undefined> {
  return async (req, res, { caller: { studioId, userId } }) => {
    const input = parseInput(createProjectRequestSchema, req.body);
    const project = await prisma.$transaction(async (tx) =>
      tx.project.create({
        data: {
          studioId,
          createdById: userId,
          code: await nextProjectCode(tx, studioId),
          title: input.name,
          description: input.description,
          clientName: input.clientName,
          clientEmail: input.clientEmail,
          budgetEstimate: input.budget,
          totalCost: input.budget,
          startDate: fromDateOnly(input.startDate),
          status: "active",
        },
      }),
    );
    changes.announce(project.id, "project", project.id);
    res.status(201).json(toProjectResponse(project, { rooms: 0, images: 0, quotes: 0 }, null));
  };
}
