import type { Image } from "@atelier/contracts";
import { useState, type ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { ImageTile } from "./image-tile";
import { ImageViewerDialog } from "./image-viewer-dialog";

interface ImageGridProps {
  images: Image[];
  /** What each image is called, for its button and the viewer: "Design concept 2". */
  labelOf: (image: Image, index: number) => string;
  /** Shown over an image on hover and keyboard focus. */
  captionOf?: (image: Image) => string | null;
  /** Actions under an image, such as deleting it. */
  actionsOf?: (image: Image, label: string) => ReactNode;
}

/** Images as thumbnails, each opening the image viewer. */
export function ImageGrid({ images, labelOf, captionOf, actionsOf }: ImageGridProps) {
  const [viewed, setViewed] = useState<{ image: Image; label: string } | null>(null);
  return (
    <>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
        {images.map((image, index) => {
          const label = labelOf(image, index);
          return (
            <li key={image.id} className="grid content-start gap-2">
              <ImageTile image={image} label={`View ${label.toLowerCase()}`} caption={captionOf?.(image)} onOpen={() => setViewed({ image, label })} />
              {actionsOf?.(image, label)}
            </li>
          );
        })}
      </ul>
      <ImageViewerDialog image={viewed?.image ?? null} label={viewed?.label ?? ""} onClose={() => setViewed(null)} />
    </>
  );
}

export function ImageGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {Array.from({ length: 4 }, (_, index) => (
        <Skeleton key={index} className="aspect-square rounded-lg" />
      ))}
    </div>
  );
}
