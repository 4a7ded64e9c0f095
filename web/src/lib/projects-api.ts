import type { CreateProjectRequest, Project, SampleDataResponse, UpdateProjectRequest } from "@atelier/contracts";
import { apiRequest } from "./api";

export async function createProject(request: CreateProjectRequest): Promise<Project> {
  return (await apiRequest("POST", "/api/projects", request)) as Project;
}

export async function updateProject(projectId: string, request: UpdateProjectRequest): Promise<Project> {
  return (await apiRequest("PUT", `/api/projects/${projectId}`, request)) as Project;
}

export async function populateSampleData(projectId: string): Promise<SampleDataResponse> {
  return (await apiRequest("POST", `/api/populate-sample-data/${projectId}`)) as SampleDataResponse;
}
