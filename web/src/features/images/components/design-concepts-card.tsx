import type { Room } from "@atelier/contracts";
import { Sparkles } from "lucide-react";
import { EmptyState } from "@/components/empty-state";
import { QueryView } from "@/components/query-view";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { useRoomImages } from "@/features/images/queries/use-images";
import { ImageGrid, ImageGridSkeleton } from "./image-grid";

/** The room's generated images, each with the prompt behind it. */
export function DesignConceptsCard({ room }: { room: Pick<Room, "id"> }) {
  const images = useRoomImages(room.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle>AI Design Concepts</CardTitle>
        <CardDescription>Concepts generated for this room. Open one to zoom, rotate or download it.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryView query={images} what="design concepts" loading={<ImageGridSkeleton label="Loading design concepts" />}>
          {(data) => {
            const concepts = data.filter((image) => image.type === "generated");
            return concepts.length === 0 ? (
              <EmptyState
                icon={Sparkles}
                title="No design concepts yet"
                description="Use Generate Images to create AI design concepts for this room."
                className="py-10"
              />
            ) : (
              <ImageGrid images={concepts} labelOf={(_, index) => `Design concept ${index + 1}`} captionOf={(image) => image.prompt} />
            );
          }}
        </QueryView>
      </CardContent>
    </Card>
  );
}
