import { randomUUID } from "node:crypto";
import { installationCompletedEvent } from "@atelier/contracts";
import type { Installation } from "@atelier/db";
import { writeEvent } from "@atelier/kit";
import type { LogisticsDeps } from "../logistics-deps";
import { changeInstallation } from "./change-installation";

/**
 * The installation is done: completed now, with installation.completed written in the same transaction,
 * so the timeline hears of it exactly when it commits. The status check lets this happen once.
 */
export function completeInstallation(deps: LogisticsDeps, installation: Installation, studioId: string): Promise<Installation> {
  return changeInstallation(deps, installation, "complete", async (tx) => {
    const completed = await tx.installation.update({ where: { id: installation.id }, data: { status: "completed", completedAt: new Date() } });
    const completedAt = completed.completedAt!.toISOString();
    await writeEvent(tx, installationCompletedEvent, randomUUID(), { installationId: completed.id, projectId: completed.projectId, studioId, title: completed.title, completedAt });
    return completed;
  });
}
