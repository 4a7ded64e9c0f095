import { endpoints, type CreateTimeEntryRequest, type SetProjectFeesRequest, type StartTimerRequest } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

export const addTimeEntry = (projectId: string, request: CreateTimeEntryRequest) => callEndpoint(endpoints.addTimeEntry, { params: { projectId }, body: request });

export const deleteTimeEntry = (timeEntryId: string) => callEndpoint(endpoints.deleteTimeEntry, { params: { timeEntryId } });

export const startTimer = (projectId: string, request: StartTimerRequest) => callEndpoint(endpoints.startTimer, { params: { projectId }, body: request });

export const stopTimer = () => callEndpoint(endpoints.stopTimer);

export const billTime = (projectId: string) => callEndpoint(endpoints.billTime, { params: { projectId } });

export const setProjectFees = (projectId: string, request: SetProjectFeesRequest) => callEndpoint(endpoints.setProjectFees, { params: { projectId }, body: request });
