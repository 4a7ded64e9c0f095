import { endpoints, type CancelRequest, type CreateInstallationRequest, type UpdateInstallationRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const scheduleInstallation = (projectId: string, request: CreateInstallationRequest) =>
  callEndpoint(endpoints.scheduleInstallation, { params: { projectId }, body: request });

export const updateInstallation = (installationId: string, request: UpdateInstallationRequest) =>
  callEndpoint(endpoints.updateInstallation, { params: { installationId }, body: request });

export const startInstallation = (installationId: string) => callEndpoint(endpoints.startInstallation, { params: { installationId } });

export const completeInstallation = (installationId: string) => callEndpoint(endpoints.completeInstallation, { params: { installationId } });

export const cancelInstallation = (installationId: string, request: CancelRequest) =>
  callEndpoint(endpoints.cancelInstallation, { params: { installationId }, body: request });
