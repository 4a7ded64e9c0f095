import type { CreateInstallationRequest, CreateMeetingRequest, Installation, Meeting } from "@atelier/contracts";
import { apiRequest } from "./api";

export async function scheduleMeeting(projectId: string, request: CreateMeetingRequest): Promise<Meeting> {
  return (await apiRequest("POST", `/api/projects/${projectId}/meetings`, request)) as Meeting;
}

export async function scheduleInstallation(projectId: string, request: CreateInstallationRequest): Promise<Installation> {
  return (await apiRequest("POST", `/api/projects/${projectId}/installations`, request)) as Installation;
}
