import { DoorOpen } from "lucide-react";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useProjectRooms } from "@/features/rooms/queries/use-rooms";
import { RemoveSampleDataButton } from "./remove-sample-data-button";
import { AddRoomButton } from "./room-dialogs";
import { RoomCard } from "./room-card";

export function RoomManagementCard({ projectId }: { projectId: string }) {
  const rooms = useProjectRooms(projectId);
  return (
    <Card>
      <CardHeader className="gap-4 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>Room Management</CardTitle>
          <CardDescription>The rooms of the property, each with the items planned for it.</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          {rooms.data?.some((room) => room.sample) && <RemoveSampleDataButton projectId={projectId} />}
          <AddRoomButton projectId={projectId} />
        </div>
      </CardHeader>
      <CardContent>
        <QueryView query={rooms} what="rooms" loading={<CardListSkeleton label="Loading rooms" />}>
          {(data) =>
            data.length === 0 ? (
              <EmptyState
                icon={DoorOpen}
                title="No rooms yet"
                description="Add the first room to start planning its design, items and estimates."
                className="py-10"
              />
            ) : (
              <div className="grid gap-4">
                {data.map((room) => (
                  <RoomCard key={room.id} room={room} />
                ))}
              </div>
            )
          }
        </QueryView>
      </CardContent>
    </Card>
  );
}
