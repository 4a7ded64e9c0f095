import { cancelRequestSchema, type CancelRequest } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { CalendarX } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormDialog, type SaveCallbacks } from "@/components/form-dialog";
import { TextareaField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { DialogClose, DialogFooter } from "@/components/ui/dialog";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

interface CancelEntryButtonProps {
  /** "Meeting" or "Installation", as the buttons name it. */
  noun: string;
  /** The entry's own title, so the user sees they picked the right one. */
  title: string;
  /** What cancelling sets off besides, e.g. who is told. */
  consequence: string;
  isPending: boolean;
  onCancel: (request: CancelRequest, callbacks: SaveCallbacks) => void;
}

/** Cancel, confirmed in a dialog that asks why; the reason is kept with the entry. */
export function CancelEntryButton({ noun, title, consequence, isPending, onCancel }: CancelEntryButtonProps) {
  return (
    <FormDialog
      title={`Cancel ${noun.toLowerCase()}?`}
      description={`"${title}" will be cancelled. ${consequence}`}
      trigger={
        <Button size="sm" variant="ghost" className="min-h-11 text-destructive" aria-label={`Cancel ${title}`}>
          <CalendarX aria-hidden="true" />
          Cancel
        </Button>
      }
    >
      {(close) => <CancelReasonForm noun={noun} isPending={isPending} onCancel={onCancel} onCancelled={close} />}
    </FormDialog>
  );
}

interface CancelReasonFormProps extends Pick<CancelEntryButtonProps, "noun" | "isPending" | "onCancel"> {
  onCancelled: () => void;
}

function CancelReasonForm({ noun, isPending, onCancel, onCancelled }: CancelReasonFormProps) {
  const form = useForm({ resolver: zodResolver(cancelRequestSchema), defaultValues: { reason: "" } });
  const submit = form.handleSubmit((request) => onCancel(request, { onSuccess: onCancelled, onError: (error) => applyServerFieldErrors(form, error) }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextareaField label="Reason for cancelling" {...bindField(form, "reason")} />
      <DialogFooter className="pt-2">
        <DialogClose asChild>
          <Button type="button" variant="outline">
            Keep {noun}
          </Button>
        </DialogClose>
        <Button type="submit" variant="destructive" disabled={isPending}>
          {isPending ? "Cancelling..." : `Cancel ${noun}`}
        </Button>
      </DialogFooter>
    </form>
  );
}
