import type { Room } from "@atelier/contracts";
import { useId } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRoomImages } from "@/features/images/queries/use-images";
import type { PhotoUpload } from "@/features/photos/queries/use-photo-upload";
import { PhotoGallery } from "./photo-gallery";
import { UploadStatusList } from "./upload-status-list";

/** The photos taken in a room, with how the room page's latest upload is getting on. */
export function RoomPhotosCard({ room, upload }: { room: Pick<Room, "id">; upload: PhotoUpload }) {
  const images = useRoomImages(room.id);
  const titleId = useId();
  return (
    <Card role="region" aria-labelledby={titleId}>
      <CardHeader>
        <CardTitle id={titleId}>Room Photos</CardTitle>
        <CardDescription>Site photos of this room, also kept with the project's photos.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <UploadStatusList uploads={upload.uploads} />
        <PhotoGallery images={images} emptyDescription="Use Take Photo to keep site photos with this room." />
      </CardContent>
    </Card>
  );
}
