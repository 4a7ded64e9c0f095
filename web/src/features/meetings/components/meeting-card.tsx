import { MEETING_RULES, type Meeting } from "@atelier/contracts";
import { CalendarClock, Clock, MapPin, Play } from "lucide-react";
import { CancelEntryButton } from "@/components/schedule/cancel-entry-button";
import { ScheduleEntryCard, type EntryFact } from "@/components/schedule/schedule-entry-card";
import { Button } from "@/components/ui/button";
import { useCancelMeetingMutation, useStartMeetingMutation } from "@/features/meetings/queries/use-meetings";
import { useStudioDates } from "@/lib/studio-time-zone";
import { useOffers } from "@/hooks/use-can";
import { AttendeePreview } from "./attendee-preview";
import { CompleteMeetingButton } from "./complete-meeting-button";
import { EditMeetingButton } from "./edit-meeting-button";
import { JoinMeetingButton } from "./join-meeting-button";
import { MeetingOutcome } from "./meeting-outcome";

export function MeetingCard({ meeting }: { meeting: Meeting }) {
  const { formatDateTime } = useStudioDates();
  const facts: EntryFact[] = [
    { icon: CalendarClock, label: "When", value: formatDateTime(meeting.scheduledAt) },
    { icon: Clock, label: "Duration", value: `${meeting.duration} min` },
  ];
  if (meeting.location) facts.push({ icon: MapPin, label: "Location", value: meeting.location });

  return (
    <ScheduleEntryCard
      title={meeting.title}
      type={meeting.type}
      status={meeting.status}
      priority={meeting.priority}
      description={meeting.description}
      facts={facts}
      actions={MEETING_RULES.allows(meeting.status, "cancel") && <MeetingActions meeting={meeting} />}
    >
      <AttendeePreview attendees={meeting.attendees} />
      <MeetingOutcome meeting={meeting} />
    </ScheduleEntryCard>
  );
}

/** What can be done next (MEETING_RULES): a scheduled meeting can be joined, started, edited, completed or cancelled; one in progress joined, completed or cancelled. */
function MeetingActions({ meeting }: { meeting: Meeting }) {
  const start = useStartMeetingMutation(meeting);
  const cancel = useCancelMeetingMutation(meeting);
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <>
      <JoinMeetingButton meeting={meeting} />
      {MEETING_RULES.allows(meeting.status, "start") && (
        <Button size="sm" variant="outline" className="min-h-11" disabled={start.isPending} aria-label={`Start ${meeting.title}`} onClick={() => start.mutate()}>
          <Play aria-hidden="true" />
          {start.isPending ? "Starting..." : "Start"}
        </Button>
      )}
      {MEETING_RULES.allows(meeting.status, "edit") && <EditMeetingButton meeting={meeting} />}
      <CompleteMeetingButton meeting={meeting} />
      <CancelEntryButton
        noun="Meeting"
        title={meeting.title}
        consequence="Attendees with an e-mail address are sent a cancellation for their calendars."
        isPending={cancel.isPending}
        onCancel={(request, callbacks) => cancel.mutate(request, callbacks)}
      />
    </>
  );
}
