import { CircleAlert, Clock, LoaderCircle, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { discardUpload } from "@/features/offline-queue/lib/upload-queue";
import { uploadLabel, type QueuedUpload } from "@/features/offline-queue/lib/queued-upload";
import { useStudioDates } from "@/lib/studio-time-zone";

/** One waiting upload: what it is, when it was made, and where it stands; a refused one says why and can be discarded. */
function QueuedUploadRow({ upload, isSending }: { upload: QueuedUpload; isSending: boolean }) {
  const { formatDateTime } = useStudioDates();
  const label = uploadLabel(upload);
  return (
    <li className="grid gap-2 rounded-md border border-border bg-card px-3 py-2 text-sm sm:flex sm:items-center sm:justify-between">
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium">{label}</span>
        <span className="text-muted-foreground">Made {formatDateTime(upload.queuedAt)}</span>
        {upload.failure && (
          <span className="flex items-start gap-1.5 text-destructive">
            <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            Not uploaded: {upload.failure}
          </span>
        )}
      </div>
      {upload.failure ? (
        <Button variant="outline" className="min-h-11" aria-label={`Discard ${label}`} onClick={() => void discardUpload(upload.id)}>
          <Trash2 aria-hidden="true" />
          Discard
        </Button>
      ) : (
        <span className="flex shrink-0 items-center gap-1.5 text-muted-foreground">
          {isSending ? <LoaderCircle className="size-4 animate-spin" aria-hidden="true" /> : <Clock className="size-4" aria-hidden="true" />}
          {isSending ? "Uploading..." : "Waiting"}
        </span>
      )}
    </li>
  );
}

export function UploadQueueList({ id, uploads, sendingId }: { id: string; uploads: QueuedUpload[]; sendingId: number | null }) {
  return (
    <ul id={id} aria-label="Waiting uploads" className="grid gap-2 pt-2">
      {uploads.map((upload) => (
        <QueuedUploadRow key={upload.id} upload={upload} isSending={upload.id === sendingId} />
      ))}
    </ul>
  );
}
