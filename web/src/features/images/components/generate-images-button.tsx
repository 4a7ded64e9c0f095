import type { Room } from "@atelier/contracts";
import { Wand2 } from "lucide-react";
import { useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { useGenerateImages } from "@/features/images/queries/use-generate-images";
import { GenerateImagesForm } from "./generate-images-form";

/** Opens the Generate Images dialog; a generation goes on (and reports) if the dialog is closed meanwhile. */
export function GenerateImagesButton({ room }: { room: Pick<Room, "id" | "projectId" | "description"> }) {
  const [open, setOpen] = useState(false);
  const generation = useGenerateImages(room, { onGenerated: () => setOpen(false) });
  return (
    <FormDialog
      title="Generate Images"
      description="Describe the room and choose the styles; the AI creates design concepts from them."
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="outline">
          <Wand2 aria-hidden="true" />
          Generate Images
        </Button>
      }
    >
      {() => (
        <GenerateImagesForm
          defaultDescription={room.description ?? ""}
          isGenerating={generation.isGenerating}
          status={generation.status}
          onGenerate={generation.generate}
        />
      )}
    </FormDialog>
  );
}
