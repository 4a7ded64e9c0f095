import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { serverMessage } from "@/lib/api";
import { photoFilesProblem } from "@/features/photos/lib/photo-limits";
import { requestUploadTicket, savePhoto } from "@/features/photos/api/photos-api";
import { uploadFile } from "@/lib/upload-file";
import { useRefreshImages } from "@/features/images/queries/use-images";
import { toast, toastFailure } from "@/hooks/use-toast";
import { isOfflineFailure } from "@/features/offline-queue/lib/upload-failure";
import { toastQueued } from "@/features/offline-queue/lib/send-or-queue";
import { queueUpload } from "@/features/offline-queue/lib/upload-queue";

export type UploadStatus = "waiting" | "uploading" | "saving" | "done" | "failed" | "queued";

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

/** How far a file got before the connection went: its upload URL (the photo's idempotency key) and whether its bytes are there. */
interface PhotoProgress {
  uploadURL: string | null;
  uploaded: boolean;
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

  /** Without signal the file waits in the upload queue, which carries on from where it got. */
  const keepForLater = async (id: number, file: File, roomId: string | null, progress: PhotoProgress) => {
    await queueUpload({ kind: "photo", projectId, roomId, fileName: file.name, file, ...progress });
    setStatus(id, "queued");
  };

  const upload = useMutation({
    // Runs offline too (TanStack Query would pause it): without signal the files go to the queue.
    networkMode: "always",
    mutationFn: async ({ files, roomId }: UploadRequest) => {
      setUploads(files.map((file, id) => ({ id, name: file.name, status: "waiting" })));
      let saved = 0;
      let queued = 0;
      /** What the toast tells of the first file that failed. */
      let failure: string | null = null;
      for (const [id, file] of files.entries()) {
        const progress: PhotoProgress = { uploadURL: null, uploaded: false };
        if (!navigator.onLine) {
          await keepForLater(id, file, roomId, progress);
          queued += 1;
          continue;
        }
        try {
          setStatus(id, "uploading");
          progress.uploadURL = (await requestUploadTicket()).uploadURL;
          await uploadFile(progress.uploadURL, file);
          progress.uploaded = true;
          setStatus(id, "saving");
          await savePhoto(projectId, { photoURL: progress.uploadURL, roomId });
          setStatus(id, "done");
          saved += 1;
        } catch (error) {
          if (isOfflineFailure(error)) {
            await keepForLater(id, file, roomId, progress);
            queued += 1;
            continue;
          }
          setStatus(id, "failed");
          failure ??= progress.uploaded ? SAVE_FAILURE : uploadFailure(error);
        }
      }
      return { saved, queued, failure, roomId };
    },
    onSuccess: ({ saved, queued, failure, roomId }) => {
      if (saved > 0) refresh({ projectId, roomId });
      if (failure) toastFailure("Upload failed", failure);
      else if (queued > 0) toastQueued();
      else if (saved === 1) toast({ title: "Photo uploaded", description: "Your photo has been uploaded successfully." });
      else toast({ title: "Upload successful", description: "File(s) uploaded successfully" });
    },
    // Only keeping a file for later can fail here: the device's storage refused it.
    onError: () => toastFailure("Upload failed", SAVE_FAILURE),
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

/** One page's photo uploads: what its upload buttons start and its status list shows. */
export type PhotoUpload = ReturnType<typeof usePhotoUpload>;
