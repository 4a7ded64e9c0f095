import { useId, useState, type ReactNode } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

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
  return (
    <ConfirmDialog
      title={title}
      description={description ?? <>Are you sure you want to delete &quot;{name}&quot;? This action cannot be undone.</>}
      confirmLabel="Delete"
      trigger={trigger}
      onConfirm={onConfirm}
      destructive
      confirmDisabled={typeToConfirm && typed.trim() !== name.trim()}
      onOpenChange={() => setTyped("")}
    >
      {typeToConfirm && (
        <div className="grid gap-2">
          <Label htmlFor={inputId}>Type &quot;{name}&quot; to confirm</Label>
          <Input id={inputId} value={typed} autoComplete="off" onChange={(event) => setTyped(event.target.value)} />
        </div>
      )}
    </ConfirmDialog>
  );
}
