import { endpoints, type Image } from "@atelier/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { deleteImage } from "@/features/images/api/images-api";
import { projectQuery } from "@/features/projects/queries/use-projects";
import { roomQuery } from "@/features/rooms/queries/use-rooms";
import { toast, toastFailure } from "@/hooks/use-toast";
import { endpointQuery } from "@/lib/endpoint-client";

/** A project's photos and generated images, newest first. */
export const projectImagesQuery = (projectId: string) => endpointQuery(endpoints.projectImages, { params: { projectId } });

/** A room's photos and generated images, newest first. */
export const roomImagesQuery = (roomId: string) => endpointQuery(endpoints.roomImages, { params: { roomId } });

export function useProjectImages(projectId: string) {
  return useQuery(projectImagesQuery(projectId));
}

export function useRoomImages(roomId: string) {
  return useQuery(roomImagesQuery(roomId));
}

/** After images are added or removed: the image lists, and the project's Images and the room's AI Designs counters. */
export function useRefreshImages(): (where: Pick<Image, "projectId" | "roomId">) => void {
  const queryClient = useQueryClient();
  return ({ projectId, roomId }) => {
    void queryClient.invalidateQueries({ queryKey: projectImagesQuery(projectId).queryKey });
    void queryClient.invalidateQueries({ queryKey: projectQuery(projectId).queryKey, exact: true });
    if (roomId === null) return;
    void queryClient.invalidateQueries({ queryKey: roomImagesQuery(roomId).queryKey });
    void queryClient.invalidateQueries({ queryKey: roomQuery(roomId).queryKey, exact: true });
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
