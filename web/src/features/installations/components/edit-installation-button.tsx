import type { Installation } from "@atelier/contracts";
import { EditEntryDialog } from "@/components/schedule/edit-entry-dialog";
import { useUpdateInstallationMutation } from "@/features/installations/queries/use-installations";
import { useOffers } from "@/hooks/use-can";
import { InstallationForm } from "./installation-form";

/** Edit: the Schedule Installation form, filled with the installation as it stands; a new time reschedules it. */
export function EditInstallationButton({ installation }: { installation: Installation }) {
  const update = useUpdateInstallationMutation(installation);
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <EditEntryDialog noun="Installation" entryTitle={installation.title} description="Change or reschedule the installation.">
      {(close) => (
        <InstallationForm
          defaultValues={{
            title: installation.title,
            description: installation.description ?? "",
            type: installation.type,
            scheduledDate: installation.scheduledDate,
            estimatedDuration: installation.estimatedDuration,
            teamMembers: installation.teamMembers ?? "",
            requirements: installation.requirements ?? "",
            notes: installation.notes ?? "",
            priority: installation.priority,
          }}
          submitLabel="Save Changes"
          pendingLabel="Saving..."
          isPending={update.isPending}
          onSave={(request, callbacks) => update.mutate(request, callbacks)}
          onSaved={close}
        />
      )}
    </EditEntryDialog>
  );
}
