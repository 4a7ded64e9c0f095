import type { UpdateProjectRequest } from "@atelier/contracts";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { useNavigate } from "react-router-dom";
import { serverMessage } from "@/lib/api";
import { createProject, deleteProject, populateSampleData, removeSampleData, setProjectArchived, updateProject } from "@/features/projects/api/projects-api";
import { toast, toastFailure } from "@/hooks/use-toast";
import { dashboardAnalyticsQuery, dashboardStatsQuery } from "@/features/dashboard/queries/use-dashboard";
import { archivedProjectsQuery, projectQuery, projectsQuery } from "@/features/projects/queries/use-projects";

/** The lists and the dashboard's figures, which count projects by status and leave archived ones out. */
function refreshProjectLists(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: projectsQuery().queryKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: archivedProjectsQuery().queryKey, exact: true });
  void queryClient.invalidateQueries({ queryKey: dashboardStatsQuery().queryKey });
  void queryClient.invalidateQueries({ queryKey: dashboardAnalyticsQuery().queryKey });
}

export function useCreateProjectMutation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: createProject,
    onSuccess: (project) => {
      queryClient.setQueryData(projectQuery(project.id).queryKey, project);
      refreshProjectLists(queryClient);
      toast({ title: "Project Created", description: "Your new project has been created successfully." });
      navigate(`/projects/${project.id}`);
    },
    onError: (error) => {
      toastFailure("Error", serverMessage(error) ?? "Failed to create project. Please try again.");
    },
  });
}

interface SaveMessages {
  saved: { title: string; description: string };
  failed: string;
}

/** A PUT of some of the project's fields; a refused field is shown on the form by its caller. */
function useSaveProjectMutation(projectId: string, { saved, failed }: SaveMessages) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: UpdateProjectRequest) => updateProject(projectId, request),
    onSuccess: (project) => {
      queryClient.setQueryData(projectQuery(projectId).queryKey, project);
      refreshProjectLists(queryClient);
      toast(saved);
    },
    onError: () => toastFailure("Error", failed),
  });
}

export const useUpdateHouseDetailsMutation = (projectId: string) =>
  useSaveProjectMutation(projectId, {
    saved: { title: "House details updated", description: "The property information has been saved successfully." },
    failed: "Failed to update house details. Please try again.",
  });

/** Edit Project: the name, client, budget, dates and status. */
export const useUpdateProjectMutation = (projectId: string) =>
  useSaveProjectMutation(projectId, {
    saved: { title: "Project updated", description: "The project has been updated successfully." },
    failed: "Failed to update project. Please try again.",
  });

/** Archive (`archived` true) or Restore. */
export function useArchiveProjectMutation(projectId: string, archived: boolean) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => setProjectArchived(projectId, archived),
    onSuccess: (project) => {
      queryClient.setQueryData(projectQuery(projectId).queryKey, project);
      refreshProjectLists(queryClient);
      if (archived) toast({ title: "Project archived", description: "The project has been archived. Find it under Archived on the dashboard." });
      else toast({ title: "Project restored", description: "The project has been restored successfully." });
    },
    onError: () => toastFailure("Error", `Failed to ${archived ? "archive" : "restore"} project. Please try again.`),
  });
}

/** Delete: back to the dashboard once it is gone; a refusal (the client's record must be kept) says why. */
export function useDeleteProjectMutation(projectId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => deleteProject(projectId),
    onSuccess: () => {
      navigate("/");
      queryClient.removeQueries({ queryKey: projectQuery(projectId).queryKey });
      refreshProjectLists(queryClient);
      toast({ title: "Project deleted", description: "The project has been deleted successfully." });
    },
    onError: (error) => toastFailure("Delete Failed", serverMessage(error) ?? "Failed to delete project. Please try again."),
  });
}

/** Everything a sample home shows in: the project's pages and the studio's figures. */
function invalidateSampleShown(queryClient: QueryClient, projectId: string) {
  // The prefix also refreshes the project's rooms, quotes, orders and production.
  void queryClient.invalidateQueries({ queryKey: projectQuery(projectId).queryKey });
  void queryClient.invalidateQueries({ queryKey: dashboardStatsQuery().queryKey });
  void queryClient.invalidateQueries({ queryKey: dashboardAnalyticsQuery().queryKey });
}

export function useRemoveSampleDataMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeSampleData(projectId),
    onSuccess: () => {
      invalidateSampleShown(queryClient, projectId);
      toast({ title: "Sample Data Removed", description: "The sample rooms, items, quotes and orders have been removed." });
    },
    onError: (error) => toastFailure("Error", serverMessage(error) ?? "Failed to remove the sample data. Please try again."),
  });
}

export function usePopulateSampleDataMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => populateSampleData(projectId),
    onSuccess: () => {
      invalidateSampleShown(queryClient, projectId);
      toast({ title: "Sample Data Added", description: "Sample rooms, items, and quotes have been created successfully." });
    },
    onError: () => toastFailure("Error", "Failed to populate sample data. Please try again."),
  });
}
