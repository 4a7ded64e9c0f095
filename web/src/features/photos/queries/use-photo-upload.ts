import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage } from "@/lib/api";
import { photoFilesProblem } from "@/features/photos/lib/photo-limits";
import { requestUploadTicket, savePhoto, uploadFile } from "@/features/photos/api/photos-api";
import { useRefreshImages } from "@/features/images/queries/use-images";
import { toast, toastFailure } from "@/hooks/use-toast";

export type UploadStatus = "waiting" | "uploading" | "saving" | "done" | "failed";

/** One file of the latest upload and how far it has got. */
export interface FileUpload {
  id: number;
  name: string;
  status: UploadStatus;
}

interface UploadRequest {
  files: File[];
  roomId: string | null;
}

/** Spec section 8: a failed file upload is told with its error message. */
function uploadFailure(error: unknown): string {
  return serverMessage(error) ?? (error instanceof Error && error.message ? error.message : "Unknown error occurred");
}

const SAVE_FAILURE = "Failed to save photo. Please try again.";

/**
 * Uploads photos one by one (ticket, PUT of the file, save as a project photo) after checking the
 * limits, and keeps each file's status for the list under the drop zone.
 */
export function usePhotoUpload(projectId: string) {
  const refresh = useRefreshImages();
  const [uploads, setUploads] = useState<FileUpload[]>([]);
  const setStatus = (id: number, status: UploadStatus) =>
    setUploads((current) => current.map((upload) => (upload.id === id ? { ...upload, status } : upload)));

  const upload = useMutation({
    mutationFn: async ({ files, roomId }: UploadRequest) => {
      setUploads(files.map((file, id) => ({ id, name: file.name, status: "waiting" })));
      let saved = 0;
      /** What the toast tells of the first file that failed. */
      let failure: string | null = null;
      for (const [id, file] of files.entries()) {
        setStatus(id, "uploading");
        let photoURL: string;
        try {
          photoURL = (await requestUploadTicket()).uploadURL;
          await uploadFile(photoURL, file);
        } catch (error) {
          setStatus(id, "failed");
          failure ??= uploadFailure(error);
          continue;
        }
        setStatus(id, "saving");
        try {
          await savePhoto(projectId, { photoURL, roomId });
          setStatus(id, "done");
          saved += 1;
        } catch {
          setStatus(id, "failed");
          failure ??= SAVE_FAILURE;
        }
      }
      return { saved, failure, roomId };
    },
    onSuccess: ({ saved, failure, roomId }) => {
      if (saved > 0) refresh({ projectId, roomId });
      if (failure) toastFailure("Upload failed", failure);
      else if (saved === 1) toast({ title: "Photo uploaded", description: "Your photo has been uploaded successfully." });
      else toast({ title: "Upload successful", description: "File(s) uploaded successfully" });
    },
  });

  return {
    uploads,
    isUploading: upload.isPending,
    /** Checks the files against the limits, then uploads them; nothing is sent when a limit is broken. */
    start: (files: File[], roomId: string | null) => {
      if (files.length === 0) return;
      const problem = photoFilesProblem(files);
      if (problem) {
        toastFailure(problem.title, problem.description);
        return;
      }
      upload.mutate({ files, roomId });
    },
  };
}
