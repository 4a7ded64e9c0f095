import type { UpdateProjectRequest } from "@atelier/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { serverMessage } from "@/lib/api";
import { createProject, populateSampleData, updateProject } from "@/features/projects/api/projects-api";
import { toast, toastFailure } from "@/hooks/use-toast";
import { dashboardAnalyticsQuery, dashboardStatsQuery } from "@/features/dashboard/queries/use-dashboard";
import { projectQuery, projectsQuery } from "@/features/projects/queries/use-projects";

export function useCreateProjectMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectQuery(project.id).queryKey, project);
      void queryClient.invalidateQueries({ queryKey: projectsQuery().queryKey, exact: true });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardAnalyticsQuery().queryKey });
      toast({ title: "Project Created", description: "Your new project has been created successfully." });
      navigate(`/projects/${project.id}`);
    },
    onError: (error) => {
      toastFailure("Error", serverMessage(error) ?? "Failed to create project. Please try again.");
    },
  });
}

export function useUpdateHouseDetailsMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateProjectRequest) => updateProject(projectId, request),
    onSuccess: (project) => {
      queryClient.setQueryData(projectQuery(projectId).queryKey, project);
      void queryClient.invalidateQueries({ queryKey: projectsQuery().queryKey, exact: true });
      toast({ title: "House details updated", description: "The property information has been saved successfully." });
    },
    onError: () => toastFailure("Error", "Failed to update house details. Please try again."),
  });
}

export function usePopulateSampleDataMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => populateSampleData(projectId),
    onSuccess: () => {
      // The prefix also refreshes the project's rooms, meetings and installations.
      void queryClient.invalidateQueries({ queryKey: projectQuery(projectId).queryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardStatsQuery().queryKey });
      void queryClient.invalidateQueries({ queryKey: dashboardAnalyticsQuery().queryKey });
      toast({ title: "Sample Data Added", description: "Sample rooms, items, and quotes have been created successfully." });
    },
    onError: () => toastFailure("Error", "Failed to populate sample data. Please try again."),
  });
}
