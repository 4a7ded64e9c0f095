import type { Meeting } from "@atelier/contracts";
import { CalendarClock, Clock, MapPin, Pencil, Video } from "lucide-react";
import { ScheduleEntryCard, type EntryFact } from "@/components/schedule/schedule-entry-card";
import { UnavailableAction } from "@/components/unavailable-action";
import { formatDateTime } from "@/lib/dates";
import { AttendeePreview } from "./attendee-preview";

export function MeetingCard({ meeting, isUpcoming }: { meeting: Meeting; isUpcoming: boolean }) {
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
      actions={
        isUpcoming && (
          <>
            <UnavailableAction size="sm" reason="Joining meetings online is coming soon">
              <Video aria-hidden="true" />
              Join Meeting
            </UnavailableAction>
            <UnavailableAction size="sm" variant="outline" reason="Editing meetings is coming soon">
              <Pencil aria-hidden="true" />
              Edit
            </UnavailableAction>
          </>
        )
      }
    >
      <AttendeePreview attendees={meeting.attendees} />
    </ScheduleEntryCard>
  );
}
