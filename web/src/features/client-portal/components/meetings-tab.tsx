import type { ClientPortal } from "@atelier/contracts";
import { CalendarDays } from "lucide-react";
import { meetingEntry } from "./portal-entries";
import { PortalList } from "./portal-list";
import { useStudioDates } from "@/lib/studio-time-zone";

export function MeetingsTab({ meetings }: { meetings: ClientPortal["meetings"] }) {
  const dates = useStudioDates();
  const soonestFirst = [...meetings].sort((a, b) => Date.parse(a.scheduledAt) - Date.parse(b.scheduledAt));
  return (
    <PortalList
      title="Meetings"
      entries={soonestFirst.map(meetingEntry(dates))}
      empty={{ icon: CalendarDays, title: "No Meetings Scheduled", description: "Meetings your designer schedules will show here." }}
    />
  );
}
