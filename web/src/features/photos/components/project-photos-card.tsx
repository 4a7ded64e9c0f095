import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useProjectImages } from "@/features/images/queries/use-images";
import { useProjectRooms } from "@/features/rooms/queries/use-rooms";
import { PhotoGallery } from "./photo-gallery";
import { PhotoUploader } from "./photo-uploader";

/** The project's site photos: upload them, see them room by room, open or delete them. */
export function ProjectPhotosCard({ projectId }: { projectId: string }) {
  const images = useProjectImages(projectId);
  const rooms = useProjectRooms(projectId).data;
  const roomName = (roomId: string | null) => rooms?.find((room) => room.id === roomId)?.name ?? null;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Project Photos</CardTitle>
        <CardDescription>Site photos of the property, kept with the project and, when you choose one, with a room.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <PhotoUploader projectId={projectId} />
        <PhotoGallery
          images={images}
          emptyDescription="Upload site photos to keep them with the project."
          captionOf={(photo) => roomName(photo.roomId)}
        />
      </CardContent>
    </Card>
  );
}
