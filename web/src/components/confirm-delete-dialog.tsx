import { useId, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";

interface ConfirmDeleteDialogProps {
  title: string;
  /** What is about to be deleted, by name: the name is what tells the user they picked the right one. */
  name: string;
  trigger: ReactNode;
  onConfirm: () => void;
  /** For a record that holds many others (a whole project): Delete waits until the name is typed. */
  typeToConfirm?: boolean;
  /** What deleting takes away, when the name alone does not say. */
  description?: ReactNode;
}

export function ConfirmDeleteDialog({ title, name, trigger, onConfirm, typeToConfirm = false, description }: ConfirmDeleteDialogProps) {
  const [typed, setTyped] = useState("");
  const inputId = useId();
  const confirmed = !typeToConfirm || typed.trim() === name.trim();
  return (
    <AlertDialog onOpenChange={() => setTyped("")}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <div className="grid gap-2">
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>
            {description ?? <>Are you sure you want to delete &quot;{name}&quot;? This action cannot be undone.</>}
          </AlertDialogDescription>
        </div>
        {typeToConfirm && (
          <div className="grid gap-2">
            <Label htmlFor={inputId}>Type &quot;{name}&quot; to confirm</Label>
            <Input id={inputId} value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
          </div>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <AlertDialogCancel asChild>
            <Button variant="outline">Cancel</Button>
          </AlertDialogCancel>
          <AlertDialogAction asChild>
            <Button variant="destructive" onClick={onConfirm} disabled={!confirmed}>
              Delete
            </Button>
          </AlertDialogAction>
        </div>
      </AlertDialogContent>
    </AlertDialog>
  );
}
