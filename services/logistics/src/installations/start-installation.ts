import type { Installation } from "@atelier/db";
import type { LogisticsDeps } from "../logistics-deps";
import { changeInstallation } from "./change-installation";

/** The team begins on site: in progress from now. */
export function startInstallation(deps: LogisticsDeps, installation: Installation): Promise<Installation> {
  return changeInstallation(deps, installation, "start", (tx) =>
    tx.installation.update({ where: { id: installation.id }, data: { status: "in_progress", startedAt: new Date() } }),
  );
}
