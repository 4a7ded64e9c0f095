import type { createInstallationRequestSchema } from "@atelier/contracts";
import type { Installation, Project } from "@atelier/db";
import type { z } from "zod";
import type { LogisticsDeps } from "../logistics-deps";
import { recordInstallationActivity } from "./installation-activity";

type NewInstallation = z.infer<typeof createInstallationRequestSchema>;

/** An installation of the project, created as scheduled; the form sends no status (spec section 4). */
export async function createInstallation({ prisma, changes }: LogisticsDeps, project: Pick<Project, "id">, input: NewInstallation): Promise<Installation> {
  const installation = await prisma.$transaction(async (tx) => {
    const created = await tx.installation.create({
      data: { ...input, scheduledDate: new Date(input.scheduledDate), projectId: project.id, status: "scheduled" },
    });
    await recordInstallationActivity(tx, "schedule", null, created);
    return created;
  });
  changes.announce(project.id, "installations", installation.id);
  return installation;
}
