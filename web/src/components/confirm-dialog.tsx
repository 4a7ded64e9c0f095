import type { ReactNode } from "react";
import { Button } from "@/components/ui/button";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";

interface ConfirmDialogProps {
  title: string;
  /** What the step does that cannot be taken back. */
  description: ReactNode;
  confirmLabel: string;
  trigger: ReactNode;
  onConfirm: () => void;
  /** A step that destroys something confirms in red. */
  destructive?: boolean;
  /** Holds the confirmation back until the `children` have what it needs (a typed name). */
  confirmDisabled?: boolean;
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/** A step that cannot be undone, asked once more before it is taken (issuing an invoice, deleting a project). */
export function ConfirmDialog({ title, description, confirmLabel, trigger, onConfirm, destructive = false, confirmDisabled = false, onOpenChange, children }: ConfirmDialogProps) {
  return (
    <AlertDialog onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <div className="grid gap-2">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </div>
        {children}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">Cancel</Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button variant={destructive ? "destructive" : "default"} onClick={onConfirm} disabled={confirmDisabled}>
              {confirmLabel}
            </Button>
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
