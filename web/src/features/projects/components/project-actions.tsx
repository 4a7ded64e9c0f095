import type { Project } from "@atelier/contracts";
import { Archive, ArchiveRestore, Pencil, Trash2 } from "lucide-react";
import { ConfirmDeleteDialog } from "@/components/confirm-delete-dialog";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { useArchiveProjectMutation, useDeleteProjectMutation } from "@/features/projects/queries/use-project-mutations";
import { EditProjectForm } from "./edit-project-form";

export function EditProjectButton({ project }: { project: Project }) {
  return (
    <FormDialog
      title="Edit Project"
      description={`Change the details of ${project.title}.`}
      trigger={
        <Button variant="outline">
          <Pencil aria-hidden="true" />
          Edit Project
        </Button>
      }
    >
      {(close) => <EditProjectForm project={project} onSaved={close} />}
    </FormDialog>
  );
}

/** Archive, or Restore for an archived project: nothing in the project changes either way. */
export function ArchiveProjectButton({ project, archived }: { project: Project; archived: boolean }) {
  const change = useArchiveProjectMutation(project.id, archived);
  const Icon = archived ? Archive : ArchiveRestore;
  return (
    <Button variant="outline" onClick={() => change.mutate()} disabled={change.isPending}>
      <Icon aria-hidden="true" />
      {archived ? "Archive" : "Restore"}
    </Button>
  );
}

/** Delete, confirmed by typing the project's name: everything in it goes too. */
export function DeleteProjectButton({ project }: { project: Project }) {
  const remove = useDeleteProjectMutation(project.id);
  return (
    <ConfirmDeleteDialog
      title="Delete Project"
      name={project.title}
      typeToConfirm
      onConfirm={() => remove.mutate()}
      trigger={
        <Button variant="outline" className="text-destructive" disabled={remove.isPending}>
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      }
    />
  );
}
