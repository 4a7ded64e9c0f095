import type { Image } from "@atelier/contracts";
import type { UseQueryResult } from "@tanstack/react-query";
import { Camera } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { ImageGrid, ImageGridSkeleton } from "@/features/images/components/image-grid";
import { DeletePhotoButton } from "./delete-photo-button";

interface PhotoGalleryProps {
  /** A project's or a room's images; only the photos among them are shown. */
  images: UseQueryResult<Image[]>;
  /** What to do when there are none yet. */
  emptyDescription: string;
  captionOf?: (photo: Image) => string | null;
}

/** Site photos as thumbnails, each opening the viewer and with its Delete. */
export function PhotoGallery({ images, emptyDescription, captionOf }: PhotoGalleryProps) {
  return (
    <QueryView query={images} what="photos" loading={<ImageGridSkeleton label="Loading photos" />}>
      {(data) => {
        const photos = data.filter((image) => image.type === "photo");
        return photos.length === 0 ? (
          <EmptyState icon={Camera} title="No photos yet" description={emptyDescription} className="py-8" />
        ) : (
          <ImageGrid
            images={photos}
            labelOf={(_, index) => `Photo ${index + 1}`}
            captionOf={captionOf}
            actionsOf={(photo, label) => <DeletePhotoButton photo={photo} label={label} />}
          />
        );
      }}
    </QueryView>
  );
}
