import { Plus } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { Button, type ButtonProps } from "@/components/ui/button";
import { CreateProjectForm } from "./create-project-form";

/** "New Project": opens the Create Project dialog; on success the app moves to the new project. */
export function NewProjectButton({ className, variant }: Pick<ButtonProps, "className" | "variant">) {
  return (
    <FormDialog
      title="Create Project"
      description="Start a project for a client. You can add the house details and rooms afterwards."
      trigger={
        <Button className={className} variant={variant}>
          <Plus aria-hidden="true" />
          New Project
        </Button>
      }
    >
      {(close) => <CreateProjectForm onCreated={close} />}
    </FormDialog>
  );
}
