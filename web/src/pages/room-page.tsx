import type { Room } from "@atelier/contracts";
import { useParams } from "react-router-dom";
import { BackLink } from "@/components/back-link";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { DesignConceptsCard } from "@/features/images/components/design-concepts-card";
import { GenerateImagesButton } from "@/features/images/components/generate-images-button";
import { AddItemButton } from "@/features/items/components/item-dialogs";
import { RoomItemsPanel } from "@/features/items/components/room-items-panel";
import { MissingRecord } from "@/components/missing-record";
import { QueryView } from "@/components/query-view";
import { RoomStats } from "@/features/rooms/components/room-stats";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EarlierVoiceNotes } from "@/features/voice/components/earlier-voice-notes";
import { VoiceNotesPanel } from "@/features/voice/components/voice-notes-panel";
import { useProjectLiveUpdates } from "@/features/projects/queries/use-project-live-updates";
import { useRoom } from "@/features/rooms/queries/use-rooms";

export function RoomPage() {
  const { id = "" } = useParams();
  const room = useRoom(id);
  return (
    <QueryView
      query={room}
      what="the room"
      loading={<RoomSkeleton />}
      notFound={<MissingRecord title="Room Not Found" description="This room does not exist or is no longer available." />}
    >
      {(data) => <RoomWorkspace room={data} />}
    </QueryView>
  );
}

function RoomWorkspace({ room }: { room: Room }) {
  useProjectLiveUpdates(room.projectId);
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <header className="grid gap-4">
        <BackLink to={`/projects/${room.projectId}`}>Back to Project</BackLink>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid min-w-0 gap-2">
            <h1 className="text-3xl leading-tight break-words sm:text-4xl">{room.name}</h1>
            {room.description && <p className="text-muted-foreground">{room.description}</p>}
          </div>
          <div className="flex flex-wrap gap-2">
            <GenerateImagesButton room={room} />
            <AddItemButton room={room} />
          </div>
        </div>
      </header>
      <RoomStats room={room} />
      <VoiceNotesPanel room={room} />
      <EarlierVoiceNotes room={room} />
      <Card>
        <CardHeader>
          <CardTitle>Room Items</CardTitle>
        </CardHeader>
        <CardContent>
          <RoomItemsPanel room={room} />
        </CardContent>
      </Card>
      <DesignConceptsCard room={room} />
    </div>
  );
}

function RoomSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <Skeleton className="h-10 w-1/2 max-w-sm" />
      <CardListSkeleton label="Loading room" />
    </div>
  );
}
