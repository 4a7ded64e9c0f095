import type { CreateItemRequest, Room, UpdateItemRequest } from "@atelier/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { createItem, deleteItem, updateItem } from "@/features/items/api/items-api";
import { toast, toastFailure } from "@/hooks/use-toast";
import { roomItemsQuery } from "@/features/items/queries/use-room-items";
import { projectRoomsQuery, roomQuery } from "@/features/rooms/queries/use-rooms";

type RoomRef = Pick<Room, "id" | "projectId">;

/** An item change moves the room's item count and estimated total, shown on the room and in the project's room list. */
function useRefreshRoomItems(room: RoomRef): () => void {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: roomItemsQuery(room.id).queryKey });
    void queryClient.invalidateQueries({ queryKey: roomQuery(room.id).queryKey, exact: true });
    void queryClient.invalidateQueries({ queryKey: projectRoomsQuery(room.projectId).queryKey });
  };
}

export function useAddItemMutation(room: RoomRef) {
  const refresh = useRefreshRoomItems(room);
  return useMutation({
    mutationFn: (request: CreateItemRequest) => createItem(room.id, request),
    onSuccess: (item) => {
      refresh();
      toast({ title: "Item Added", description: `${item.name} has been added to the room.` });
    },
    onError: () => toastFailure("Add Failed", "Failed to add item. Please try again."),
  });
}

export function useUpdateItemMutation(room: RoomRef) {
  const refresh = useRefreshRoomItems(room);
  return useMutation({
    mutationFn: ({ itemId, request }: { itemId: string; request: UpdateItemRequest }) => updateItem(itemId, request),
    onSuccess: (item) => {
      refresh();
      toast({ title: "Item Updated", description: `${item.name} has been updated.` });
    },
    onError: () => toastFailure("Update Failed", "Failed to update item. Please try again."),
  });
}

export function useDeleteItemMutation(room: RoomRef) {
  const refresh = useRefreshRoomItems(room);
  return useMutation({
    mutationFn: (itemId: string) => deleteItem(itemId),
    onSuccess: () => {
      refresh();
      toast({ title: "Item Deleted", description: "The item has been removed from the room." });
    },
    onError: () => toastFailure("Delete Failed", "Failed to delete item. Please try again."),
  });
}
