import { Check, CircleAlert, Clock, CloudUpload, LoaderCircle, type LucideIcon } from "lucide-react";
import type { FileUpload, UploadStatus } from "@/features/photos/queries/use-photo-upload";
import { cn } from "@/lib/utils";

const STATUS: Record<UploadStatus, { text: string; icon: LucideIcon; className?: string }> = {
  waiting: { text: "Waiting", icon: Clock },
  uploading: { text: "Uploading...", icon: LoaderCircle, className: "[&>svg]:animate-spin" },
  saving: { text: "Saving...", icon: LoaderCircle, className: "[&>svg]:animate-spin" },
  done: { text: "Uploaded", icon: Check, className: "text-emerald-700" },
  failed: { text: "Failed", icon: CircleAlert, className: "text-destructive" },
  queued: { text: "Waiting to upload", icon: CloudUpload },
};

/** Each file of the latest upload with how far it has got. */
export function UploadStatusList({ uploads }: { uploads: FileUpload[] }) {
  if (uploads.length === 0) return null;
  return (
    <ul aria-label="Uploads" aria-live="polite" className="grid gap-2">
      {uploads.map(({ id, name, status }) => {
        const { text, icon: Icon, className } = STATUS[status];
        return (
          <li key={id} className="flex items-center justify-between gap-3 rounded-md border border-border px-3 py-2 text-sm">
            <span className="min-w-0 truncate">{name}</span>
            <span className={cn("flex shrink-0 items-center gap-1.5 text-muted-foreground", className)}>
              <Icon className="size-4" aria-hidden="true" />
              {text}
            </span>
          </li>
        );
      })}
    </ul>
  );
}
