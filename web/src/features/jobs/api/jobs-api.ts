import { endpoints } from "@atelier/contracts";
import { callEndpoint } from "@/lib/endpoint-client";

/** Where a job stands: the fallback for the live events, which a reconnecting socket may have missed. */
export const getJob = (jobId: string) => callEndpoint(endpoints.job, { params: { jobId } });
