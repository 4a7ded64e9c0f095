import type { ClientPortal } from "@atelier/contracts";
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from "@/components/ui/dialog";

type Image = ClientPortal["images"][number];

/** A concept's thumbnail; tapped or pressed, it opens at full size with its prompt. */
export function DesignViewer({ image, roomName }: { image: Image; roomName: string }) {
  const caption = image.prompt ?? `Design concept for ${roomName}`;
  return (
    <Dialog>
      <DialogTrigger className="group grid gap-2 rounded-lg text-left focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring">
        <img
          src={image.thumbnailUrl ?? image.url}
          alt={caption}
          loading="lazy"
          className="aspect-[4/3] w-full rounded-lg border border-border bg-muted object-cover transition-opacity group-hover:opacity-90"
        />
        {image.prompt && <span className="line-clamp-2 text-xs text-muted-foreground">{image.prompt}</span>}
        <span className="sr-only">Open the design at full size</span>
      </DialogTrigger>
      <DialogContent className="max-w-4xl sm:max-w-4xl">
        <DialogTitle className="text-xl">{roomName}</DialogTitle>
        <img src={image.url} alt={caption} className="max-h-[70dvh] w-full rounded-md object-contain" />
        <DialogDescription>{caption}</DialogDescription>
      </DialogContent>
    </Dialog>
  );
}
