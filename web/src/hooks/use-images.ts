import type { Image } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { deleteImage, listProjectImages, listRoomImages } from "@/lib/images-api";
import { queryKeys } from "@/lib/query-keys";
import { toast, toastFailure } from "./use-toast";

export function useProjectImages(projectId: string) {
  return useQuery({ queryKey: queryKeys.projectImages(projectId), queryFn: () => listProjectImages(projectId) });
}

export function useRoomImages(roomId: string) {
  return useQuery({ queryKey: queryKeys.roomImages(roomId), queryFn: () => listRoomImages(roomId) });
}

/** After images are added or removed: the image lists, and the project's Images and the room's AI Designs counters. */
export function useRefreshImages(): (where: Pick<Image, "projectId" | "roomId">) => void {
  const queryClient = useQueryClient();
  return ({ projectId, roomId }) => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.projectImages(projectId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.project(projectId), exact: true });
    if (roomId === null) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.roomImages(roomId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.room(roomId), exact: true });
  };
}

export function useDeletePhotoMutation(photo: Image) {
  const refresh = useRefreshImages();
  return useMutation({
    mutationFn: () => deleteImage(photo.id),
    onSuccess: () => {
      refresh(photo);
      toast({ title: "Photo deleted", description: "The photo has been removed from the project." });
    },
    onError: () => toastFailure("Delete Failed", "Failed to delete photo. Please try again."),
  });
}
