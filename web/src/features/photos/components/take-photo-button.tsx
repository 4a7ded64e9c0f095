import type { Room } from "@atelier/contracts";
import { Camera } from "lucide-react";
import type { PhotoUpload } from "@/features/photos/queries/use-photo-upload";
import { PhotoFileButton } from "./photo-file-button";

/** Opens the phone's camera (or, on a computer, its files) and uploads the photos to the room. */
export function TakePhotoButton({ room, upload, className }: { room: Pick<Room, "id">; upload: PhotoUpload; className?: string }) {
  return (
    <PhotoFileButton
      label="Take Photo"
      icon={Camera}
      capture="environment"
      multiple
      disabled={upload.isUploading}
      onFiles={(files) => upload.start(files, room.id)}
      className={className}
    />
  );
}
