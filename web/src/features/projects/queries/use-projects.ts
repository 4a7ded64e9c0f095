import { endpoints } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

/** The studio's projects, newest first. */
export const projectsQuery = () => endpointQuery(endpoints.projects);

/** One project with its house details and Overview counters; its key prefixes the keys of its rooms, meetings, installations and images. */
export const projectQuery = (projectId: string) => endpointQuery(endpoints.project, { params: { projectId } });

export function useProjects() {
  return useQuery(projectsQuery());
}

export function useProject(projectId: string) {
  return useQuery(projectQuery(projectId));
}
