import type { Installation } from "@atelier/contracts";
import { CalendarClock, Clock, ClipboardList, Pencil, Play, Users } from "lucide-react";
import { ScheduleEntryCard, type EntryFact } from "@/components/schedule/schedule-entry-card";
import { UnavailableAction } from "@/components/unavailable-action";
import { formatDateTime } from "@/lib/dates";

export function InstallationCard({ installation, isUpcoming }: { installation: Installation; isUpcoming: boolean }) {
  const hours = installation.estimatedDuration;
  const facts: EntryFact[] = [
    { icon: CalendarClock, label: "When", value: formatDateTime(installation.scheduledDate) },
    { icon: Clock, label: "Estimated duration", value: `${hours} ${hours === 1 ? "hour" : "hours"}` },
  ];
  if (installation.teamMembers) facts.push({ icon: Users, label: "Team", value: installation.teamMembers });
  if (installation.requirements) facts.push({ icon: ClipboardList, label: "Requirements", value: installation.requirements });

  return (
    <ScheduleEntryCard
      title={installation.title}
      type={installation.type}
      status={installation.status}
      priority={installation.priority}
      description={installation.description}
      facts={facts}
      actions={
        isUpcoming && (
          <>
            <UnavailableAction size="sm" reason="Starting installations is coming soon">
              <Play aria-hidden="true" />
              Start Installation
            </UnavailableAction>
            <UnavailableAction size="sm" variant="outline" reason="Editing installations is coming soon">
              <Pencil aria-hidden="true" />
              Edit
            </UnavailableAction>
          </>
        )
      }
    />
  );
}
