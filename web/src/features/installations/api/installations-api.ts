import { endpoints, type CreateInstallationRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const scheduleInstallation = (projectId: string, request: CreateInstallationRequest) =>
  callEndpoint(endpoints.scheduleInstallation, { params: { projectId }, body: request });
