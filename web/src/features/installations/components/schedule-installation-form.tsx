import { useScheduleInstallationMutation } from "@/features/installations/queries/use-installations";
import { useStudioDates } from "@/lib/studio-time-zone";
import { InstallationForm } from "./installation-form";

interface ScheduleInstallationFormProps {
  projectId: string;
  onScheduled: () => void;
}

export function ScheduleInstallationForm({ projectId, onScheduled }: ScheduleInstallationFormProps) {
  const { nextWholeHour } = useStudioDates();
  const schedule = useScheduleInstallationMutation(projectId);
  return (
    <InstallationForm
      defaultValues={{
        title: "",
        description: "",
        type: "furniture",
        scheduledDate: nextWholeHour().toISOString(),
        estimatedDuration: 4,
        teamMembers: "",
        requirements: "",
        notes: "",
        priority: "medium",
      }}
      submitLabel="Schedule Installation"
      pendingLabel="Scheduling..."
      isPending={schedule.isPending}
      onSave={(request, callbacks) => schedule.mutate(request, callbacks)}
      onSaved={onScheduled}
    />
  );
}
