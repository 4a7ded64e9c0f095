import { CloudOff, CloudUpload } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { useUploadQueue } from "@/features/offline-queue/hooks/use-upload-queue";
import { UploadQueueList } from "./upload-queue-list";

/** What the queue is doing, in a sentence under its count. */
function queueStatus(online: boolean, waiting: number, isSending: boolean): string {
  if (!online) {
    return waiting > 0
      ? "You are offline. They upload by themselves when the connection returns."
      : "You are offline. Recordings, photos and signatures wait on this device until the connection returns.";
  }
  if (isSending) return "Uploading...";
  return waiting > 0 ? "The server cannot be reached; trying again shortly." : "These could not be uploaded.";
}

/**
 * Under the top bar while the browser is offline or uploads wait on this device: how many, what is happening,
 * and (opened) each upload, a refused one with its reason and Discard.
 */
export function UploadQueueBar() {
  const { uploads, sendingId, online } = useUploadQueue();
  const [isOpen, setOpen] = useState(false);
  const listId = useId();
  if (online && uploads.length === 0) return null;
  const waiting = uploads.filter((upload) => !upload.failure).length;
  const Icon = online ? CloudUpload : CloudOff;

  return (
    <section aria-label="Upload queue" className="border-b border-border bg-muted px-3 py-2 sm:px-6">
      <div className="flex items-center gap-3">
        <Icon className="size-5 shrink-0 text-accent" aria-hidden="true" />
        <div role="status" className="grid min-w-0 flex-1 text-sm">
          <span className="font-medium">
            {waiting > 0 || uploads.length === 0 ? `Waiting to upload (${waiting})` : `Not uploaded (${uploads.length})`}
          </span>
          <span className="text-muted-foreground">{queueStatus(online, waiting, sendingId !== null)}</span>
        </div>
        {uploads.length > 0 && (
          <Button variant="outline" className="min-h-11" aria-expanded={isOpen} aria-controls={listId} onClick={() => setOpen((open) => !open)}>
            {isOpen ? "Hide" : "Show"}
          </Button>
        )}
      </div>
      {isOpen && uploads.length > 0 && <UploadQueueList id={listId} uploads={uploads} sendingId={sendingId} />}
    </section>
  );
}
