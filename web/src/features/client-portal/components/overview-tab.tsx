import type { ClientPortal } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { CalendarClock, FileSignature, Hammer } from "lucide-react";
import { Link } from "react-router-dom";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { quotesAwaitingApproval, recentMeetings, upcomingInstallations } from "@/features/client-portal/lib/portal-summary";
import { portalTabSearch } from "@/features/client-portal/lib/portal-tab";
import { useStudioDates } from "@/lib/studio-time-zone";
import { installationEntry, meetingEntry } from "./portal-entries";
import { PortalList } from "./portal-list";
import { ProjectStatusCard } from "./portal-header";

/** What waits for the client first, then the project's description, the Project Status card, recent activity and upcoming milestones. */
export function OverviewTab({ portal }: { portal: ClientPortal }) {
  const dates = useStudioDates();
  return (
    <div className="grid grid-cols-1 gap-6">
      <AwaitingApproval quotes={portal.quotes} />
      <ProjectStatusCard project={portal.project} />
      {portal.project.description && (
        <Card className="grid gap-2 p-4 sm:p-6">
          <h2 className="text-xl">About the Project</h2>
          <p className="text-sm leading-relaxed whitespace-pre-line">{portal.project.description}</p>
        </Card>
      )}
      <div className="grid gap-6 lg:grid-cols-2">
        <PortalList
          title="Recent Activity"
          entries={recentMeetings(portal.meetings).map(meetingEntry(dates))}
          empty={{ icon: CalendarClock, title: "No Recent Activity", description: "Meetings from the last 7 days will show here." }}
        />
        <PortalList
          title="Upcoming Milestones"
          entries={upcomingInstallations(portal.installations).map(installationEntry(dates))}
          empty={{ icon: Hammer, title: "No Upcoming Milestones", description: "Installations the studio schedules will show here." }}
        />
      </div>
    </div>
  );
}

/** Quotes the studio sent that wait for the client's answer, with the way to them. */
function AwaitingApproval({ quotes }: { quotes: ClientPortal["quotes"] }) {
  const { formatDate } = useStudioDates();
  const awaiting = quotesAwaitingApproval(quotes);
  if (awaiting.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="awaiting-approval" className="grid gap-3 border-accent p-4 sm:p-6">
      <h2 id="awaiting-approval" className="flex items-center gap-2 text-xl">
        <FileSignature className="size-5 shrink-0" aria-hidden="true" />
        {awaiting.length === 1 ? "A quote awaits your approval" : `${awaiting.length} quotes await your approval`}
      </h2>
      <ul className="grid gap-1 text-sm">
        {awaiting.map((quote) => (
          <li key={quote.id}>
            {quote.number} · {quote.title} · {formatRand(quote.total)} incl. VAT{quote.validUntil && ` · valid until ${formatDate(quote.validUntil)}`}
          </li>
        ))}
      </ul>
      <Button asChild className="justify-self-start">
        <Link to={{ search: portalTabSearch("quotes") }}>Review and approve</Link>
      </Button>
    </Card>
  );
}
