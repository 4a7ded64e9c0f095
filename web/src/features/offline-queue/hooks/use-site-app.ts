import type { User } from "@atelier/contracts";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useOfflineCache } from "@/features/offline-cache/hooks/use-offline-cache";
import { projectQuery } from "@/features/projects/queries/use-projects";
import { roomQuery } from "@/features/rooms/queries/use-rooms";
import { toast, toastFailure } from "@/hooks/use-toast";
import { uploadLabel, type QueuedUpload } from "@/features/offline-queue/lib/queued-upload";
import { registerServiceWorker } from "@/features/offline-queue/lib/register-service-worker";
import { runUploadQueue } from "@/features/offline-queue/lib/upload-queue";

/** The toast for an upload the server has confirmed; a photo's is spec section 8's. */
function savedToast(upload: QueuedUpload): { title: string; description: string } {
  switch (upload.kind) {
    case "voice-note":
      return { title: "Voice note uploaded", description: `The recording for ${upload.roomName} is being processed.` };
    case "photo":
      return { title: "Photo uploaded", description: "Your photo has been uploaded successfully." };
    case "delivery-confirmation":
      return {
        title: "Delivery Complete",
        description: `${upload.deliveryNumber} was signed for${upload.confirmation.receivedBy ? ` by ${upload.confirmation.receivedBy}` : ""}.`,
      };
  }
}

/**
 * The site app for a signed-in designer: the service worker that keeps the app's shell and the studio's rooms for
 * use without signal, and their upload queue, which sends what was made offline once the connection returns, with a
 * toast for each.
 */
export function useSiteApp(user: Pick<User, "id">): void {
  const queryClient = useQueryClient();

  useEffect(registerServiceWorker, []);
  useOfflineCache(user);

  useEffect(
    () =>
      runUploadQueue(user.id, {
        saved: (upload) => {
          // The project's and the room's photos, notes and deliveries (keys match by prefix).
          void queryClient.invalidateQueries({ queryKey: projectQuery(upload.projectId).queryKey });
          if ("roomId" in upload && upload.roomId) void queryClient.invalidateQueries({ queryKey: roomQuery(upload.roomId).queryKey });
          toast(savedToast(upload));
        },
        refused: (upload, reason) => toastFailure("Upload failed", `${uploadLabel(upload)}: ${reason}`),
      }),
    [user.id, queryClient],
  );
}
