import { endpoints, type CreateProjectRequest, type UpdateProjectRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const createProject = (request: CreateProjectRequest) => callEndpoint(endpoints.createProject, { body: request });

export const updateProject = (projectId: string, request: UpdateProjectRequest) =>
  callEndpoint(endpoints.updateProject, { params: { projectId }, body: request });

export const populateSampleData = (projectId: string) => callEndpoint(endpoints.populateSampleData, { params: { projectId } });
