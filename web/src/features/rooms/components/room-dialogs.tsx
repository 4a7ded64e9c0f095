import type { Room } from "@atelier/contracts";
import { Pencil, Plus, Trash2 } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { useCreateRoomMutation, useDeleteRoomMutation, useUpdateRoomMutation } from "@/features/rooms/queries/use-room-mutations";
import { useOffers } from "@/hooks/use-can";
import { RoomForm } from "./room-form";

export function AddRoomButton({ projectId }: { projectId: string }) {
  const create = useCreateRoomMutation(projectId);
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <FormDialog
      title="Add Room"
      description="A room of the property to design and furnish."
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Add Room
        </Button>
      }
    >
      {(close) => (
        <RoomForm
          submitLabel="Create Room"
          pendingLabel="Creating..."
          isPending={create.isPending}
          onSave={(request, callbacks) => create.mutate(request, callbacks)}
          onSaved={close}
        />
      )}
    </FormDialog>
  );
}

export function EditRoomButton({ room }: { room: Room }) {
  const update = useUpdateRoomMutation(room);
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <FormDialog
      title="Edit Room"
      description={`Change the details of ${room.name}.`}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Edit room ${room.name}`}>
          <Pencil aria-hidden="true" />
        </Button>
      }
    >
      {(close) => (
        <RoomForm
          room={room}
          submitLabel="Update Room"
          pendingLabel="Updating..."
          isPending={update.isPending}
          onSave={(request, callbacks) => update.mutate(request, callbacks)}
          onSaved={close}
        />
      )}
    </FormDialog>
  );
}

export function DeleteRoomButton({ room }: { room: Room }) {
  const remove = useDeleteRoomMutation(room);
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <ConfirmDeleteDialog
      title="Delete Room"
      name={room.name}
      onConfirm={() => remove.mutate()}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Delete room ${room.name}`} disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
        </Button>
      }
    />
  );
}
