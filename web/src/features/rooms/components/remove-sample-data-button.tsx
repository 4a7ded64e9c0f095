import { Trash2 } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { Button } from "@/components/ui/button";
import { useRemoveSampleDataMutation } from "@/features/projects/queries/use-project-mutations";

/** Takes the sample home away: its rooms and items, its quotes and the orders and production drafted from them. */
export function RemoveSampleDataButton({ projectId }: { projectId: string }) {
  const remove = useRemoveSampleDataMutation(projectId);
  return (
    <ConfirmDeleteDialog
      title="Remove Sample Data"
      name="the sample data"
      description="The rooms, items, quotes, purchase orders and production marked Sample will be removed from this project. Your own rooms and records stay as they are."
      onConfirm={() => remove.mutate()}
      trigger={
        <Button variant="outline" disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          {remove.isPending ? "Removing Sample Data..." : "Remove Sample Data"}
        </Button>
      }
    />
  );
}
