import type { ClientPortal } from "@atelier/contracts";
import { CalendarClock, Hammer } from "lucide-react";
import { Card } from "@/components/ui/card";
import { recentMeetings, upcomingInstallations } from "@/features/client-portal/lib/portal-summary";
import { installationEntry, meetingEntry } from "./portal-entries";
import { PortalList } from "./portal-list";
import { ProjectStatusCard } from "./portal-header";

/** The project's description, the Project Status card, recent activity and upcoming milestones. */
export function OverviewTab({ portal }: { portal: ClientPortal }) {
  return (
    <div className="grid grid-cols-1 gap-6">
      <ProjectStatusCard project={portal.project} />
      {portal.project.description && (
        <Card className="grid gap-2 p-4 sm:p-6">
          <h2 className="text-xl">About the Project</h2>
          <p className="text-sm leading-relaxed break-words whitespace-pre-line">{portal.project.description}</p>
        </Card>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <PortalList
          title="Recent Activity"
          entries={recentMeetings(portal.meetings).map(meetingEntry)}
          empty={{ icon: CalendarClock, title: "No Recent Activity", description: "Meetings from the last 7 days will show here." }}
        />
        <PortalList
          title="Upcoming Milestones"
          entries={upcomingInstallations(portal.installations).map(installationEntry)}
          empty={{ icon: Hammer, title: "No Upcoming Milestones", description: "Installations the studio schedules will show here." }}
        />
      </div>
    </div>
  );
}
