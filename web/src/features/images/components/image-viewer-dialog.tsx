import type { Image } from "@atelier/contracts";
import { Download, RotateCcw, RotateCw, ZoomIn, ZoomOut } from "lucide-react";
import type { KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { useImageView } from "@/features/images/hooks/use-image-view";
import { downloadAsJpeg } from "@/features/images/lib/image-download";

interface ImageViewerDialogProps {
  /** The image shown; null keeps the viewer closed. */
  image: Image | null;
  /** What the image is, for its alternative text when it has no prompt: "Project photo 2". */
  label: string;
  onClose: () => void;
}

/** A large view of one image to zoom, rotate and download as JPG. */
export function ImageViewerDialog({ image, label, onClose }: ImageViewerDialogProps) {
  return (
    <Dialog open={image !== null} onOpenChange={(open) => !open && onClose()}>
      {image && <ImageViewerContent image={image} label={label} />}
    </Dialog>
  );
}

const isTyping = (target: EventTarget) => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement;

function ImageViewerContent({ image, label }: { image: Image; label: string }) {
  const view = useImageView();
  const description = image.prompt ?? label;

  const download = () =>
    downloadAsJpeg(image.url, view.rotation, `atelier-${image.type}-${image.id.slice(0, 8)}.jpg`).catch((error: unknown) =>
      // Spec section 8: a failed download is only logged.
      console.error("Image download failed", error),
    );

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
    const action = { "+": view.zoomIn, "=": view.zoomIn, "-": view.zoomOut, r: view.rotate, R: view.rotate }[event.key];
    if (!action) return;
    event.preventDefault();
    action();
  };

  return (
    <DialogContent className="sm:max-w-4xl" onKeyDown={onKeyDown}>
      <DialogHeader>
        <DialogTitle>Image Viewer</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
      </DialogHeader>
      <div
        className="flex h-[55dvh] items-center justify-center overflow-hidden rounded-lg bg-muted"
        onWheel={(event) => view.wheel(event.deltaY)}
      >
        <img
          src={image.url}
          alt={description}
          className="max-h-full max-w-full object-contain transition-transform duration-150"
          style={{ transform: `scale(${view.zoom}) rotate(${view.rotation}deg)` }}
        />
      </div>
      <div role="toolbar" aria-label="Image controls" className="flex flex-wrap items-center justify-center gap-2">
        <Button variant="outline" size="icon" aria-label="Zoom out" onClick={view.zoomOut} aria-disabled={!view.canZoomOut}>
          <ZoomOut aria-hidden="true" />
        </Button>
        <output aria-label="Zoom" className="min-w-16 text-center text-sm tabular-nums">
          {Math.round(view.zoom * 100)}%
        </output>
        <Button variant="outline" size="icon" aria-label="Zoom in" onClick={view.zoomIn} aria-disabled={!view.canZoomIn}>
          <ZoomIn aria-hidden="true" />
        </Button>
        <Button variant="outline" size="icon" aria-label="Rotate" onClick={view.rotate}>
          <RotateCw aria-hidden="true" />
        </Button>
        <Button variant="outline" onClick={view.reset}>
          <RotateCcw aria-hidden="true" />
          Reset
        </Button>
        <Button onClick={() => void download()}>
          <Download aria-hidden="true" />
          Download
        </Button>
      </div>
      <p className="text-center text-xs text-muted-foreground">Keys: + and − zoom, R rotates; the mouse wheel zooms too.</p>
    </DialogContent>
  );
}
