import { updateProjectRequestSchema } from "@atelier/contracts";
import type { Project } from "@atelier/db";
import { parseInput, type AccessHandler, type Staff } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { fromDateOnly } from "../db-values";
import { assertDatesInOrder } from "./date-order";
import { toDbDesignStyle } from "./design-style";
import { overviewInclude, toProjectOverview } from "./project-overview";

/** Saves the project's fields and house details; fields not sent keep their values. */
export function updateProject({ prisma, changes }: ProjectsDeps): AccessHandler<Staff, Project> {
  return async (req, res, { record: current }) => {
    const input = parseInput(updateProjectRequestSchema, req.body);
    assertDatesInOrder(input, current);
    const { designStyle, startDate, expectedEndDate, ...fields } = input;
    // Garage spaces only mean something with a garage (the form hides them without one).
    const hasGarage = input.hasGarage ?? current.hasGarage;
    const updated = await prisma.project.update({
      where: { id: current.id },
      data: {
        ...fields,
        designStyle: designStyle === undefined ? undefined : designStyle && toDbDesignStyle(designStyle),
        startDate: fromDateOnly(startDate),
        expectedEndDate: fromDateOnly(expectedEndDate),
        garageSpaces: hasGarage ? input.garageSpaces : null,
      },
      include: overviewInclude,
    });
    changes.announce(current.id, "project", current.id);
    res.json(toProjectOverview(updated));
  };
}
