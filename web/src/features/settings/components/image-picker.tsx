import { ImagePlus, Trash2 } from "lucide-react";
import { useEffect, useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { ImageChange } from "@/features/settings/lib/image-change";
import { acceptOf, imageFileProblem, type ImageLimits } from "@/features/settings/lib/image-file";

interface ImagePickerProps {
  label: string;
  /** What the image is, in the buttons and messages: "logo", "photo". */
  what: string;
  hint: string;
  limits: ImageLimits;
  /** The image saved now, as a signed URL. */
  savedUrl: string | null;
  change: ImageChange;
  onChange: (change: ImageChange) => void;
  /** Shows the image (null: none), with the name a screen reader reads for it. */
  preview: (url: string | null, alt: string) => ReactNode;
  /** The name of the saved image's preview. */
  savedAlt: string;
}

/** Releases a chosen file's preview once another choice replaces it or the picker goes. */
function useReleasedPreview(change: ImageChange): void {
  useEffect(() => {
    if (change.kind !== "replace") return;
    const { previewUrl } = change;
    return () => URL.revokeObjectURL(previewUrl);
  }, [change]);
}

/** Chooses, previews or removes an image; the file goes up only when the form is saved. */
export function ImagePicker({ label, what, hint, limits, savedUrl, change, onChange, preview, savedAlt }: ImagePickerProps) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  useReleasedPreview(change);
  const shown = change.kind === "replace" ? change.previewUrl : change.kind === "remove" ? null : savedUrl;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const reason = imageFileProblem(file, limits, what);
    setProblem(reason);
    if (!reason) onChange({ kind: "replace", file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <div className="grid gap-3">
      <Label htmlFor={inputId}>{label}</Label>
      <div className="flex flex-wrap items-center gap-4">
        {preview(shown, change.kind === "replace" ? `New ${what} preview` : savedAlt)}
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" asChild>
            <label htmlFor={inputId} className="cursor-pointer">
              <ImagePlus aria-hidden="true" />
              {shown ? `Change ${what}` : `Upload ${what}`}
            </label>
          </Button>
          {shown && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(savedUrl ? { kind: "remove" } : { kind: "keep" })}>
              <Trash2 aria-hidden="true" />
              Remove {what}
            </Button>
          )}
        </div>
        <input
          id={inputId}
          type="file"
          accept={acceptOf(limits)}
          className="sr-only"
          aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ""}`}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {problem && (
        <p id={`${inputId}-error`} className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
