import type { LucideIcon } from "lucide-react";
import { useId } from "react";
import { cn } from "@/lib/utils";

interface PhotoFileButtonProps {
  label: string;
  icon?: LucideIcon;
  onFiles: (files: File[]) => void;
  disabled?: boolean;
  /** Opens the phone's camera ("environment": the one facing away) instead of its files. */
  capture?: "environment";
  multiple?: boolean;
  "aria-describedby"?: string;
  className?: string;
}

/**
 * A file input for photos that looks like a button: its label is what is tapped, and the input itself
 * (visually hidden) keeps the keyboard focus, which the label shows.
 */
export function PhotoFileButton({ label, icon: Icon, onFiles, disabled, capture, multiple, className, ...described }: PhotoFileButtonProps) {
  const inputId = useId();
  return (
    <>
      <input
        id={inputId}
        type="file"
        accept="image/*"
        capture={capture}
        multiple={multiple}
        disabled={disabled}
        className="peer sr-only"
        {...described}
        onChange={(event) => {
          onFiles(Array.from(event.target.files ?? []));
          // The same files may be chosen again after a failure.
          event.target.value = "";
        }}
      />
      <label
        htmlFor={inputId}
        className={cn(
          "inline-flex h-11 cursor-pointer items-center justify-center gap-2 rounded-md bg-primary px-5 text-sm font-medium whitespace-nowrap text-primary-foreground hover:bg-primary/90 peer-focus-visible:ring-2 peer-focus-visible:ring-ring peer-focus-visible:ring-offset-2 peer-disabled:cursor-not-allowed peer-disabled:opacity-60 [&_svg]:size-4",
          className,
        )}
      >
        {Icon && <Icon aria-hidden="true" />}
        {label}
      </label>
    </>
  );
}
