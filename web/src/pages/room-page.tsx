import type { Room } from "@atelier/contracts";
import { useParams } from "react-router-dom";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { DesignConceptsCard } from "@/features/images/components/design-concepts-card";
import { GenerateImagesButton } from "@/features/images/components/generate-images-button";
import { AddItemButton } from "@/features/items/components/item-dialogs";
import { RoomItemsPanel } from "@/features/items/components/room-items-panel";
import { RoomPhotosCard } from "@/features/photos/components/room-photos-card";
import { TakePhotoButton } from "@/features/photos/components/take-photo-button";
import { usePhotoUpload } from "@/features/photos/queries/use-photo-upload";
import { MissingRecord } from "@/components/missing-record";
import { QueryView } from "@/components/query-view";
import { RoomStats } from "@/features/rooms/components/room-stats";
import { RoomTrail } from "@/features/rooms/components/room-trail";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { EarlierVoiceNotes } from "@/features/voice/components/earlier-voice-notes";
import { VoiceNotesPanel } from "@/features/voice/components/voice-notes-panel";
import { useProjectLiveUpdates } from "@/features/projects/queries/use-project-live-updates";
import { useRoom } from "@/features/rooms/queries/use-rooms";
import { useOffers } from "@/hooks/use-can";

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

/** A site visit comes first: Take Photo and the recorder lead the page on a phone, the figures and lists follow. */
function RoomWorkspace({ room }: { room: Room }) {
  useProjectLiveUpdates(room.projectId);
  const photoUpload = usePhotoUpload(room.projectId);
  // A member who may not change the room sees it without the site visit's tools.
  const changes = useOffers("work.write");
  return (
    <div className="mx-auto grid max-w-6xl gap-4 sm:gap-6">
      <header className="grid gap-3 sm:gap-4">
        <RoomTrail room={room} />
        <div className="flex flex-col gap-4 sm:flex-row sm:items-start sm:justify-between">
          <div className="grid min-w-0 gap-2">
            <h1 className="text-3xl leading-tight sm:text-4xl">{room.name}</h1>
            {room.description && <p className="line-clamp-3 text-muted-foreground sm:line-clamp-none">{room.description}</p>}
          </div>
          {/* On a phone Take Photo spans the screen and the other two share a row beneath it. */}
          {changes && (
            <div className="grid grid-cols-2 gap-2 *:max-sm:px-3 sm:flex sm:flex-wrap">
              <TakePhotoButton room={room} upload={photoUpload} className="col-span-2" />
              <GenerateImagesButton room={room} />
              <AddItemButton room={room} />
            </div>
          )}
        </div>
      </header>
      {changes && <VoiceNotesPanel room={room} />}
      <RoomStats room={room} />
      <RoomPhotosCard room={room} upload={photoUpload} />
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
