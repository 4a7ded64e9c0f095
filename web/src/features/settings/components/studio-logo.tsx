import { ImageOff } from "lucide-react";

/** The logo as it prints, or an empty frame saying there is none. */
export function StudioLogo({ url, alt = "Studio logo" }: { url: string | null; alt?: string }) {
  return (
    <div className="flex h-20 w-40 items-center justify-center overflow-hidden rounded-md border border-border bg-muted/40">
      {url ? (
        <img src={url} alt={alt} className="max-h-full max-w-full object-contain" />
      ) : (
        <span className="flex items-center gap-2 text-xs text-muted-foreground">
          <ImageOff aria-hidden="true" className="size-4" />
          No logo
        </span>
      )}
    </div>
  );
}
