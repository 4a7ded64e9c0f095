import type { Image } from "@atelier/contracts";
import { useId, useState } from "react";
import { PLACEHOLDER_IMAGE } from "@/features/images/lib/placeholder-image";

interface ImageTileProps {
  image: Image;
  /** The button's accessible name: "View design concept 2". */
  label: string;
  /** Shown over the image on hover and on keyboard focus (always on touch screens), and read as the button's description. */
  caption?: string | null;
  onOpen: () => void;
}

/** A square thumbnail that opens the image; a thumbnail that cannot be loaded shows the placeholder. */
export function ImageTile({ image, label, caption, onOpen }: ImageTileProps) {
  const captionId = useId();
  const source = image.thumbnailUrl ?? image.url;
  // Remembered per source, so a thumbnail that arrives later gets its own chance.
  const [brokenSource, setBrokenSource] = useState<string | null>(null);
  return (
    <button
      type="button"
      onClick={onOpen}
      aria-label={label}
      aria-describedby={caption ? captionId : undefined}
      className="group relative block aspect-square w-full overflow-hidden rounded-lg border border-border bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background"
    >
      <img
        src={brokenSource === source ? PLACEHOLDER_IMAGE : source}
        alt=""
        loading="lazy"
        onError={() => setBrokenSource(source)}
        className="size-full object-cover transition-transform duration-300 group-hover:scale-105 group-focus-visible:scale-105"
      />
      {caption && (
        <span
          id={captionId}
          className="absolute inset-x-0 bottom-0 line-clamp-4 bg-gradient-to-t from-black/85 via-black/60 to-transparent p-3 pt-8 text-left text-xs leading-snug text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100 pointer-coarse:opacity-100"
        >
          {caption}
        </span>
      )}
    </button>
  );
}
