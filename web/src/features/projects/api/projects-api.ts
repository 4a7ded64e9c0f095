import { endpoints, type CreateProjectRequest, type UpdateProjectRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const createProject = (request: CreateProjectRequest) => callEndpoint(endpoints.createProject, { body: request });

export const updateProject = (projectId: string, request: UpdateProjectRequest) =>
  callEndpoint(endpoints.updateProject, { params: { projectId }, body: request });

/** Archives the project (`archived` true) or restores it to work. */
export const setProjectArchived = (projectId: string, archived: boolean) =>
  callEndpoint(archived ? endpoints.archiveProject : endpoints.restoreProject, { params: { projectId } });

export const deleteProject = (projectId: string) => callEndpoint(endpoints.deleteProject, { params: { projectId } });

export const populateSampleData = (projectId: string) => callEndpoint(endpoints.populateSampleData, { params: { projectId } });
export const removeSampleData = (projectId: string) => callEndpoint(endpoints.removeSampleData, { params: { projectId } });
