import { useScheduleMeetingMutation } from "@/features/meetings/queries/use-meetings";
import { nextWholeHour } from "@/lib/dates";
import { MeetingForm } from "./meeting-form";

interface ScheduleMeetingFormProps {
  projectId: string;
  onScheduled: () => void;
}

export function ScheduleMeetingForm({ projectId, onScheduled }: ScheduleMeetingFormProps) {
  const schedule = useScheduleMeetingMutation(projectId);
  return (
    <MeetingForm
      defaultValues={{
        title: "",
        description: "",
        type: "consultation",
        scheduledAt: nextWholeHour().toISOString(),
        duration: 60,
        location: "",
        meetingUrl: "",
        priority: "medium",
        attendees: [{ name: "", role: "", email: "" }],
      }}
      submitLabel="Schedule Meeting"
      pendingLabel="Scheduling..."
      isPending={schedule.isPending}
      onSave={(request, callbacks) => schedule.mutate(request, callbacks)}
      onSaved={onScheduled}
    />
  );
}
