import { PHOTO_LIMITS } from "@atelier/contracts";
import { ImageUp } from "lucide-react";
import { useId, useState, type DragEvent } from "react";
import { SelectField } from "@/components/form-field";
import { usePhotoUpload } from "@/features/photos/queries/use-photo-upload";
import { useProjectRooms } from "@/features/rooms/queries/use-rooms";
import { cn } from "@/lib/utils";
import { PhotoFileButton } from "./photo-file-button";
import { UploadStatusList } from "./upload-status-list";

/** Choose or drop up to five photos, optionally for one room of the project. */
export function PhotoUploader({ projectId }: { projectId: string }) {
  const rooms = useProjectRooms(projectId).data ?? [];
  const [roomId, setRoomId] = useState("");
  const [isDragging, setIsDragging] = useState(false);
  const upload = usePhotoUpload(projectId);
  const hintId = useId();

  const send = (files: File[]) => upload.start(files, roomId || null);

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setIsDragging(false);
    if (!upload.isUploading) send(Array.from(event.dataTransfer.files));
  };

  return (
    <div className="grid gap-4">
      {rooms.length > 0 && (
        <SelectField
          label="Room"
          emptyOption="No room (whole project)"
          options={rooms.map((room) => ({ value: room.id, label: room.name }))}
          value={roomId}
          onChange={(event) => setRoomId(event.target.value)}
          disabled={upload.isUploading}
        />
      )}
      <div
        onDragOver={(event) => {
          event.preventDefault();
          setIsDragging(true);
        }}
        onDragLeave={() => setIsDragging(false)}
        onDrop={onDrop}
        className={cn(
          "flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border px-6 py-8 text-center transition-colors",
          isDragging && "border-accent bg-muted",
        )}
      >
        <ImageUp className="size-8 text-accent" aria-hidden="true" />
        <PhotoFileButton
          label="Upload photos"
          multiple
          aria-describedby={hintId}
          disabled={upload.isUploading}
          onFiles={send}
        />
        <p className="text-sm">or drop up to {PHOTO_LIMITS.maxFiles} photos here</p>
        <p id={hintId} className="text-sm text-muted-foreground">
          PNG or JPG up to 10MB
        </p>
      </div>
      <UploadStatusList uploads={upload.uploads} />
    </div>
  );
}
