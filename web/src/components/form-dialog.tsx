import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { cn } from "@/lib/utils";

interface FormDialogProps {
  title: string;
  description: string;
  /** Given only when something outside the dialog closes it too; otherwise the dialog keeps its own state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The button that opens the dialog; focus returns to it when the dialog closes. */
  trigger: ReactNode;
  /**
   * The form, given `close` for when it has saved. It mounts when the dialog opens, so every opening
   * starts from fresh defaults.
   */
  children: (close: () => void) => ReactNode;
  className?: string;
}

/** A dialog holding a form, opened by its trigger button. */
export function FormDialog({ title, description, open, onOpenChange, trigger, children, className }: FormDialogProps) {
  const [ownOpen, setOwnOpen] = useState(false);
  const isOpen = open ?? ownOpen;
  const setOpen = (next: boolean) => {
    setOwnOpen(next);
    onOpenChange?.(next);
  };
  return (
    <Dialog open={isOpen} onOpenChange={setOpen}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={cn("sm:max-w-xl", className)}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children(() => setOpen(false))}
      </DialogContent>
    </Dialog>
  );
}

/** How a dialog's form hears back from the mutation it hands its values to. */
export interface SaveCallbacks {
  onSuccess: () => void;
  onError: (error: unknown) => void;
}

interface FormDialogFooterProps {
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  /** Blocks submitting while a required value is missing, beyond the pending state. */
  disabled?: boolean;
}

/** Cancel and submit, the last row of every form dialog. */
export function FormDialogFooter({ submitLabel, pendingLabel, isPending, disabled = false }: FormDialogFooterProps) {
  return (
    <DialogFooter className="pt-2">
      <DialogClose asChild>
        <Button type="button" variant="outline">
          Cancel
        </Button>
      </DialogClose>
      <Button type="submit" disabled={disabled || isPending}>
        {isPending ? pendingLabel : submitLabel}
      </Button>
    </DialogFooter>
  );
}
