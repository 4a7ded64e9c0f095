import type { Installation as InstallationResponse } from "@atelier/contracts";
import type { Installation } from "@atelier/db";

export function toInstallationResponse(installation: Installation): InstallationResponse {
  return {
    id: installation.id,
    projectId: installation.projectId,
    title: installation.title,
    description: installation.description,
    type: installation.type,
    scheduledDate: installation.scheduledDate.toISOString(),
    estimatedDuration: installation.estimatedDuration,
    teamMembers: installation.teamMembers,
    requirements: installation.requirements,
    notes: installation.notes,
    priority: installation.priority,
    status: installation.status,
    cancellationReason: installation.cancellationReason,
    startedAt: installation.startedAt?.toISOString() ?? null,
    completedAt: installation.completedAt?.toISOString() ?? null,
    createdAt: installation.createdAt.toISOString(),
  };
}
