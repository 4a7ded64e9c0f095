import { endpoints, type CancelRequest, type CompleteMeetingRequest, type CreateMeetingRequest, type UpdateMeetingRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const scheduleMeeting = (projectId: string, request: CreateMeetingRequest) =>
  callEndpoint(endpoints.scheduleMeeting, { params: { projectId }, body: request });

export const updateMeeting = (meetingId: string, request: UpdateMeetingRequest) =>
  callEndpoint(endpoints.updateMeeting, { params: { meetingId }, body: request });

export const startMeeting = (meetingId: string) => callEndpoint(endpoints.startMeeting, { params: { meetingId } });

export const completeMeeting = (meetingId: string, request: CompleteMeetingRequest) =>
  callEndpoint(endpoints.completeMeeting, { params: { meetingId }, body: request });

export const cancelMeeting = (meetingId: string, request: CancelRequest) =>
  callEndpoint(endpoints.cancelMeeting, { params: { meetingId }, body: request });
