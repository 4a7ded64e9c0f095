import { endpoints } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { endpointQuery } from "@/lib/endpoint-client";

/** The studio's projects in work, newest first; its key prefixes the archived list's. */
export const projectsQuery = () => endpointQuery(endpoints.projects);

/** The studio's archived projects, the last archived first. */
export const archivedProjectsQuery = () => endpointQuery(endpoints.projects, { query: { archived: "true" } });

/** One project with its house details and Overview counters; its key prefixes the keys of its rooms, meetings, installations and images. */
export const projectQuery = (projectId: string) => endpointQuery(endpoints.project, { params: { projectId } });

export function useProjects() {
  return useQuery(projectsQuery());
}

export function useArchivedProjects({ enabled }: { enabled: boolean }) {
  return useQuery({ ...archivedProjectsQuery(), enabled });
}

export function useProject(projectId: string) {
  return useQuery(projectQuery(projectId));
}
