import type { updateProjectRequestSchema } from "@atelier/contracts";
import { fromDateOnly, type Project } from "@atelier/db";
import type { z } from "zod";
import { fieldChanges, recordActivity } from "@atelier/kit";
import type { ProjectsDeps } from "../config";
import { assertDatesInOrder } from "./date-order";
import { toDbDesignStyle } from "./design-style";
import { overviewInclude, type ProjectWithOverview } from "./project-overview";
import { PROJECT_FIELDS, projectRecord } from "./project-activity";

type ProjectUpdate = z.infer<typeof updateProjectRequestSchema>;

/** Saves the project's fields and house details; fields not sent keep their values. */
export async function updateProject({ prisma, changes }: ProjectsDeps, current: Project, input: ProjectUpdate): Promise<ProjectWithOverview> {
  assertDatesInOrder(input, current);
  const { designStyle, startDate, expectedEndDate, ...fields } = input;
  // Garage spaces only mean something with a garage (the form hides them without one).
  const hasGarage = input.hasGarage ?? current.hasGarage;
  const updated = await prisma.$transaction(async (tx) => {
    const saved = await tx.project.update({
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
    await recordActivity(tx, { studioId: current.studioId, projectId: current.id, record: projectRecord(saved), action: "updated", changes: fieldChanges(current, saved, PROJECT_FIELDS) });
    return saved;
  });
  changes.announce(current.id, "project", current.id);
  return updated;
}
