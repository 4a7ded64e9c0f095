import { Camera } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { ImageGrid, ImageGridSkeleton } from "@/features/images/components/image-grid";
import { QueryView } from "@/components/query-view";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useProjectImages } from "@/features/images/queries/use-images";
import { useProjectRooms } from "@/features/rooms/queries/use-rooms";
import { DeletePhotoButton } from "./delete-photo-button";
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
        <QueryView query={images} what="photos" loading={<ImageGridSkeleton label="Loading photos" />}>
          {(data) => {
            const photos = data.filter((image) => image.type === "photo");
            return photos.length === 0 ? (
              <EmptyState icon={Camera} title="No photos yet" description="Upload site photos to keep them with the project." className="py-8" />
            ) : (
              <ImageGrid
                images={photos}
                labelOf={(_, index) => `Photo ${index + 1}`}
                captionOf={(photo) => roomName(photo.roomId)}
                actionsOf={(photo, label) => <DeletePhotoButton photo={photo} label={label} />}
              />
            );
          }}
        </QueryView>
      </CardContent>
    </Card>
  );
}
