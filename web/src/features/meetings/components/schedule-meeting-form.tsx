import { useScheduleMeetingMutation } from "@/features/meetings/queries/use-meetings";
import { useStudioDates } from "@/lib/studio-time-zone";
import { MeetingForm } from "./meeting-form";

interface ScheduleMeetingFormProps {
  projectId: string;
  onScheduled: () => void;
}

export function ScheduleMeetingForm({ projectId, onScheduled }: ScheduleMeetingFormProps) {
  const { nextWholeHour } = useStudioDates();
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
