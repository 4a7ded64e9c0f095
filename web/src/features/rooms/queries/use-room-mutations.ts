import type { Room, RoomRequest } from "@atelier/contracts";
import { useMutation, useQueryClient, type QueryClient } from "@tanstack/react-query";
import { createRoom, deleteRoom, updateRoom } from "@/features/rooms/api/rooms-api";
import { toast, toastFailure } from "@/hooks/use-toast";
import { projectQuery } from "@/features/projects/queries/use-projects";
import { projectRoomsQuery, roomQuery } from "@/features/rooms/queries/use-rooms";

/** The room list and the project's Rooms counter both change with any room change. */
function refreshProjectRooms(queryClient: QueryClient, projectId: string): void {
  void queryClient.invalidateQueries({ queryKey: projectRoomsQuery(projectId).queryKey });
  void queryClient.invalidateQueries({ queryKey: projectQuery(projectId).queryKey, exact: true });
}

export function useCreateRoomMutation(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RoomRequest) => createRoom(projectId, request),
    onSuccess: () => {
      refreshProjectRooms(queryClient, projectId);
      toast({ title: "Room created", description: "The room has been created successfully." });
    },
    onError: () => toastFailure("Error", "Failed to create room. Please try again."),
  });
}

export function useUpdateRoomMutation(room: Pick<Room, "id" | "projectId">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: RoomRequest) => updateRoom(room.id, request),
    onSuccess: (updated) => {
      queryClient.setQueryData(roomQuery(room.id).queryKey, updated);
      refreshProjectRooms(queryClient, room.projectId);
      toast({ title: "Room updated", description: "The room has been updated successfully." });
    },
    onError: () => toastFailure("Error", "Failed to update room. Please try again."),
  });
}

export function useDeleteRoomMutation(room: Pick<Room, "id" | "projectId">) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteRoom(room.id),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: roomQuery(room.id).queryKey });
      refreshProjectRooms(queryClient, room.projectId);
      toast({ title: "Room deleted", description: "The room has been deleted successfully." });
    },
    onError: () => toastFailure("Error", "Failed to delete room. Please try again."),
  });
}
