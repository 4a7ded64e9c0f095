import { endpoints, type CreateMeetingRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const scheduleMeeting = (projectId: string, request: CreateMeetingRequest) =>
  callEndpoint(endpoints.scheduleMeeting, { params: { projectId }, body: request });
