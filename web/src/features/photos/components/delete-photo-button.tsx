import type { Image } from "@atelier/contracts";
import { Trash2 } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { useDeletePhotoMutation } from "@/features/images/queries/use-images";

/** Deletes a photo after confirmation; `label` names it as the grid does: "Photo 2". */
export function DeletePhotoButton({ photo, label }: { photo: Image; label: string }) {
  const remove = useDeletePhotoMutation(photo);
  return (
    <ConfirmDeleteDialog
      title="Delete Photo"
      name={label}
      onConfirm={() => remove.mutate()}
      trigger={
        <Button variant="ghost" size="sm" aria-label={`Delete ${label.toLowerCase()}`} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
    />
  );
}
