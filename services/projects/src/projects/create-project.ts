import type { createProjectRequestSchema } from "@atelier/contracts";
import { fromDateOnly, type Project } from "@atelier/db";
import { fieldsSet, recordActivity, type Staff } from "@atelier/kit";
import type { z } from "zod";
import type { ProjectsDeps } from "../config";
import { nextProjectCode } from "./project-code";
import { PROJECT_FIELDS, projectRecord } from "./project-activity";

type NewProject = z.infer<typeof createProjectRequestSchema>;

/** A project of the caller's studio under its next code; it starts active, its total cost equal to the budget (spec section 3). */
export async function createProject({ prisma, changes }: ProjectsDeps, { studioId, userId }: Staff, input: NewProject): Promise<Project> {
  const project = await prisma.$transaction(async (tx) => {
    const created = await tx.project.create({
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
    });
    await recordActivity(tx, { studioId, projectId: created.id, record: projectRecord(created), action: "created", changes: fieldsSet(created, PROJECT_FIELDS) });
    return created;
  });
  changes.announce(project.id, "project", project.id);
  return project;
}
