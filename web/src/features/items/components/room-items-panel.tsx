import type { Room } from "@atelier/contracts";
import { Armchair } from "lucide-react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { useRoomItems } from "@/features/items/queries/use-room-items";
import { ItemsTable } from "./items-table";

/** A room's items with their edit and delete actions, or the prompt to add the first one. */
export function RoomItemsPanel({ room }: { room: Pick<Room, "id" | "projectId" | "name"> }) {
  const items = useRoomItems(room.id);
  return (
    <QueryView query={items} what="items" loading={<CardListSkeleton count={2} label="Loading items" />}>
      {(data) =>
        data.length === 0 ? (
          <EmptyState
            icon={Armchair}
            title="No items yet"
            description="Add the furniture, lighting and finishes planned for this room."
            className="py-8"
          />
        ) : (
          <ItemsTable room={room} items={data} />
        )
      }
    </QueryView>
  );
}
