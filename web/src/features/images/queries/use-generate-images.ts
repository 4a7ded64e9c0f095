import { generatedImagesResultSchema, type GenerateImagesRequest, type Room } from "@atelier/contracts";
import { useMutation } from "@tanstack/react-query";
import { generateRoomImages } from "@/features/images/api/images-api";
import { useRefreshImages } from "./use-images";
import { useJob } from "@/features/jobs/hooks/use-job";
import { toast, toastFailure } from "@/hooks/use-toast";

const failed = () => toastFailure("Generation Failed", "Failed to generate images");

/** Starts the room's image generation and follows its job to the new concepts. */
export function useGenerateImages(room: Pick<Room, "id" | "projectId">, { onGenerated }: { onGenerated: () => void }) {
  const refresh = useRefreshImages();
  const job = useJob({
    result: generatedImagesResultSchema,
    onCompleted: ({ images }) => {
      refresh({ projectId: room.projectId, roomId: room.id });
      toast({
        title: "Images Generated",
        description: images.length === 1 ? "1 concept image is ready." : `${images.length} concept images are ready.`,
      });
      onGenerated();
    },
    onFailed: failed,
  });
  const start = useMutation({
    mutationFn: (request: GenerateImagesRequest) => generateRoomImages(room.id, request),
    onSuccess: ({ jobId }) => job.follow(jobId),
    onError: failed,
  });
  return {
    generate: start.mutate,
    isGenerating: start.isPending || job.status !== null,
    status: job.status,
  };
}
