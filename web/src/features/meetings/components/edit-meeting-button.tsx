import type { Meeting } from "@atelier/contracts";
import { EditEntryDialog } from "@/components/schedule/edit-entry-dialog";
import { useUpdateMeetingMutation } from "@/features/meetings/queries/use-meetings";
import { useOffers } from "@/hooks/use-can";
import { MeetingForm } from "./meeting-form";

/** Edit: the Schedule Meeting form, filled with the meeting as it stands; a new time reschedules it. */
export function EditMeetingButton({ meeting }: { meeting: Meeting }) {
  const update = useUpdateMeetingMutation(meeting);
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <EditEntryDialog
      noun="Meeting"
      entryTitle={meeting.title}
      description="Change or reschedule the meeting; attendees with an e-mail address get the updated invitation."
    >
      {(close) => (
        <MeetingForm
          defaultValues={{
            title: meeting.title,
            description: meeting.description ?? "",
            type: meeting.type,
            scheduledAt: meeting.scheduledAt,
            duration: meeting.duration,
            location: meeting.location ?? "",
            meetingUrl: meeting.meetingUrl ?? "",
            priority: meeting.priority,
            attendees: meeting.attendees.map(({ name, role, email }) => ({ name, role: role ?? "", email: email ?? "" })),
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
