import { jobSchema, type Job } from "@atelier/contracts";
import { apiRequest } from "./api";

/** Where a job stands: the fallback for the live events, which a reconnecting socket may have missed. */
export async function getJob(jobId: string): Promise<Job> {
  return jobSchema.parse(await apiRequest("GET", `/api/jobs/${jobId}`));
}
