import { endpoints, type CreateTimelineEventRequest, type ScheduleTimelineMeetingRequest, type UpdateTimelineEventRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const addMilestone = (projectId: string, request: CreateTimelineEventRequest) => callEndpoint(endpoints.addMilestone, { params: { projectId }, body: request });

export const scheduleTimelineMeeting = (projectId: string, request: ScheduleTimelineMeetingRequest) =>
  callEndpoint(endpoints.scheduleTimelineMeeting, { params: { projectId }, body: request });

export const updateTimelineEvent = (eventId: string, request: UpdateTimelineEventRequest) => callEndpoint(endpoints.updateTimelineEvent, { params: { eventId }, body: request });

export const deleteTimelineEvent = (eventId: string) => callEndpoint(endpoints.deleteTimelineEvent, { params: { eventId } });
