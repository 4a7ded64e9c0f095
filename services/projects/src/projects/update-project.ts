import type { RequestHandler } from "express";
import { updateProjectRequestSchema } from "@atelier/contracts";
import { findStudioProject, idParam, parseInput, type ServiceDeps, staffOf } from "@atelier/kit";
import { fromDateOnly } from "../db-values";
import { assertDatesInOrder } from "./date-order";
import { toDbDesignStyle } from "./design-style";
import { loadProjectResponse } from "./get-project";

/** Saves the project's fields and house details; fields not sent keep their values. */
export function updateProject({ prisma }: ServiceDeps<unknown>): RequestHandler {
  return async (req, res) => {
    const { studioId } = staffOf(req);
    const projectId = idParam(req.params.id, "Project");
    const input = parseInput(updateProjectRequestSchema, req.body);
    const current = await findStudioProject(prisma, studioId, projectId);
    assertDatesInOrder(input, current);
    const { designStyle, startDate, expectedEndDate, ...fields } = input;
    // Garage spaces only mean something with a garage (the form hides them without one).
    const hasGarage = input.hasGarage ?? current.hasGarage;
    await prisma.project.update({
      where: { id: projectId },
      data: {
        ...fields,
        designStyle: designStyle === undefined ? undefined : designStyle && toDbDesignStyle(designStyle),
        startDate: fromDateOnly(startDate),
        expectedEndDate: fromDateOnly(expectedEndDate),
        garageSpaces: hasGarage ? input.garageSpaces : null,
      },
    });
    res.json(await loadProjectResponse(prisma, studioId, projectId));
  };
}
