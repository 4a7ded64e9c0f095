import type { Installation } from "@atelier/db";
import type { LogisticsDeps } from "../logistics-deps";
import { changeInstallation } from "./change-installation";

/** Calls the installation off, keeping the reason. */
export function cancelInstallation(deps: LogisticsDeps, installation: Installation, reason: string): Promise<Installation> {
  return changeInstallation(deps, installation, "cancel", (tx) =>
    tx.installation.update({ where: { id: installation.id }, data: { status: "cancelled", cancelledAt: new Date(), cancellationReason: reason } }),
  );
}
