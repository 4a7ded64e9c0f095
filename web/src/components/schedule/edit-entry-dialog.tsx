import { Pencil } from "lucide-react";
import type { ReactNode } from "react";
import { FormDialog, type SaveCallbacks } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";

/** What a meeting's or installation's form takes, whether it schedules a new entry or edits one. */
export interface EntryFormProps<T> {
  defaultValues: T;
  submitLabel: string;
  pendingLabel: string;
  isPending: boolean;
  onSave: (request: T, callbacks: SaveCallbacks) => void;
  onSaved: () => void;
}

interface EditEntryDialogProps {
  /** "Meeting" or "Installation", as the dialog's title names it. */
  noun: string;
  /** The entry's own title, so a screen reader says which Edit this is. */
  entryTitle: string;
  description: string;
  children: (close: () => void) => ReactNode;
}

/** Edit, opening the entry's form in a dialog. */
export function EditEntryDialog({ noun, entryTitle, description, children }: EditEntryDialogProps) {
  return (
    <FormDialog
      title={`Edit ${noun}`}
      description={description}
      trigger={
        <Button size="sm" variant="outline" className="min-h-11" aria-label={`Edit ${entryTitle}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
      }
    >
      {children}
    </FormDialog>
  );
}
