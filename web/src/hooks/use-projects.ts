import type { Project, ProjectSummary } from "@atelier/contracts";
import { useQuery } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";

/** The studio's projects, newest first. */
export function useProjects() {
  return useQuery<ProjectSummary[]>({ queryKey: queryKeys.projects });
}

/** One project with its house details and Overview counters. */
export function useProject(projectId: string) {
  return useQuery<Project>({ queryKey: queryKeys.project(projectId) });
}
