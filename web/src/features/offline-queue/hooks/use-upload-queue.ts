import { useSyncExternalStore } from "react";
import { uploadQueue } from "@/features/offline-queue/lib/upload-queue";

/** The designer's waiting uploads, the one on its way, and whether the browser is online. */
export const useUploadQueue = () => useSyncExternalStore(uploadQueue.subscribe, uploadQueue.snapshot);
