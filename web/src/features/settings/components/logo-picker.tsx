import { ImagePlus, Trash2 } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import type { LogoChange } from "@/features/settings/queries/use-studio-settings";
import { LOGO_ACCEPT, logoFileProblem } from "@/features/settings/lib/logo-file";
import { StudioLogo } from "./studio-logo";

interface LogoPickerProps {
  /** The logo saved now, as a signed URL. */
  savedUrl: string | null;
  change: LogoChange;
  onChange: (change: LogoChange) => void;
}

/** Releases a chosen file's preview once another choice replaces it or the picker goes. */
function useReleasedPreview(change: LogoChange): void {
  useEffect(() => {
    if (change.kind !== "replace") return;
    const { previewUrl } = change;
    return () => URL.revokeObjectURL(previewUrl);
  }, [change]);
}

/** Chooses, previews or removes the studio's logo; the file goes up only when the settings are saved. */
export function LogoPicker({ savedUrl, change, onChange }: LogoPickerProps) {
  const inputId = useId();
  const [problem, setProblem] = useState<string | null>(null);
  useReleasedPreview(change);
  const shown = change.kind === "replace" ? change.previewUrl : change.kind === "remove" ? null : savedUrl;

  const choose = (file: File | undefined) => {
    if (!file) return;
    const reason = logoFileProblem(file);
    setProblem(reason);
    if (!reason) onChange({ kind: "replace", file, previewUrl: URL.createObjectURL(file) });
  };

  return (
    <div className="grid gap-3">
      <Label htmlFor={inputId}>Logo</Label>
      <div className="flex flex-wrap items-center gap-4">
        <StudioLogo url={shown} alt={change.kind === "replace" ? "New logo preview" : "Studio logo"} />
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" asChild>
            <label htmlFor={inputId} className="cursor-pointer">
              <ImagePlus aria-hidden="true" />
              {shown ? "Change logo" : "Upload logo"}
            </label>
          </Button>
          {shown && (
            <Button type="button" variant="ghost" size="sm" onClick={() => onChange(savedUrl ? { kind: "remove" } : { kind: "keep" })}>
              <Trash2 aria-hidden="true" />
              Remove logo
            </Button>
          )}
        </div>
        <input
          id={inputId}
          type="file"
          accept={LOGO_ACCEPT}
          className="sr-only"
          aria-describedby={`${inputId}-hint${problem ? ` ${inputId}-error` : ""}`}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = "";
          }}
        />
      </div>
      <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
        PNG, JPG or WebP, at most 2MB. It prints at the top of every quote.
      </p>
      {problem && (
        <p id={`${inputId}-error`} className="text-sm text-destructive">
          {problem}
        </p>
      )}
    </div>
  );
}
