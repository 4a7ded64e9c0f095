import type { Room, RoomItem } from "@atelier/contracts";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { FormDialog } from "@/components/form-dialog";
import { Button, type ButtonProps } from "@/components/ui/button";
import { useAddItemMutation, useDeleteItemMutation, useUpdateItemMutation } from "@/features/items/queries/use-item-mutations";
import { useOffers } from "@/hooks/use-can";
import { ItemForm } from "./item-form";

type RoomRef = Pick<Room, "id" | "projectId" | "name">;

export function AddItemButton({ room, size, variant }: { room: RoomRef } & Pick<ButtonProps, "size" | "variant">) {
  const add = useAddItemMutation(room);
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <FormDialog
      title="Add Item"
      description={`An item planned for ${room.name}.`}
      trigger={
        <Button size={size} variant={variant}>
          <Plus aria-hidden="true" />
          Add Item
        </Button>
      }
    >
      {(close) => (
        <ItemForm
          submitLabel="Add Item"
          pendingLabel="Adding..."
          isPending={add.isPending}
          onSave={(request, callbacks) => add.mutate(request, callbacks)}
          onSaved={close}
        />
      )}
    </FormDialog>
  );
}

export function EditItemButton({ room, item }: { room: RoomRef; item: RoomItem }) {
  const update = useUpdateItemMutation(room);
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <FormDialog
      title="Edit Item"
      description={`Change the details of ${item.name}.`}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Edit ${item.name}`}>
          <Pencil aria-hidden="true" />
        </Button>
      }
    >
      {(close) => (
        <ItemForm
          item={item}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          isPending={update.isPending}
          onSave={(request, callbacks) => update.mutate({ itemId: item.id, request }, callbacks)}
          onSaved={close}
        />
      )}
    </FormDialog>
  );
}

export function DeleteItemButton({ room, item }: { room: RoomRef; item: RoomItem }) {
  const remove = useDeleteItemMutation(room);
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <ConfirmDeleteDialog
      title="Delete Item"
      name={item.name}
      onConfirm={() => remove.mutate(item.id)}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${item.name}`} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
    />
  );
}
