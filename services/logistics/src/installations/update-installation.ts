import type { updateInstallationRequestSchema } from "@atelier/contracts";
import type { Installation } from "@atelier/db";
import type { z } from "zod";
import type { LogisticsDeps } from "../logistics-deps";
import { changeInstallation } from "./change-installation";

type InstallationChanges = z.infer<typeof updateInstallationRequestSchema>;

/** Edits (and reschedules) an installation not yet under way; a delayed one given its new time is scheduled again. */
export function updateInstallation(deps: LogisticsDeps, installation: Installation, { scheduledDate, ...input }: InstallationChanges): Promise<Installation> {
  return changeInstallation(deps, installation, "edit", (tx) =>
    tx.installation.update({ where: { id: installation.id }, data: { ...input, scheduledDate: new Date(scheduledDate), status: "scheduled" } }),
  );
}
