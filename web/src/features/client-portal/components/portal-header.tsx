import type { ClientPortal } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Boxes, CalendarDays, Palette, ShieldCheck, Wallet } from "lucide-react";
import { StatCard } from "@/components/stat-card";
import { StatusBadge } from "@/components/status-badge";
import { Badge } from "@/components/ui/badge";
import { Card } from "@/components/ui/card";
import { portalCounters } from "@/features/client-portal/lib/portal-summary";
import { useStudioDates } from "@/lib/studio-time-zone";

/** The studio's brand (its logo and name), the project's title and address, and the 'Client Portal Access' badge. */
export function PortalHeader({ project }: { project: ClientPortal["project"] }) {
  return (
    <header className="border-b border-border bg-card px-4 py-5 sm:px-8">
      <div className="mx-auto grid max-w-5xl gap-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="flex min-w-0 items-center gap-3 font-display text-lg tracking-[0.08em]">
            {/* The name beside it says who the studio is; the logo only shows it as the studio does. */}
            {project.studioLogoUrl && <img src={project.studioLogoUrl} alt="" className="h-10 w-auto max-w-32 shrink-0 object-contain" />}
            <span className="min-w-0">{project.studioName}</span>
          </p>
          <Badge tone="info">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            Client Portal Access
          </Badge>
        </div>
        <div>
          <h1 className="text-3xl sm:text-4xl">{project.title}</h1>
          {project.address && <p className="mt-1 text-sm text-muted-foreground">{project.address}</p>}
        </div>
      </div>
    </header>
  );
}

/** Rooms, Design Concepts, Meetings and the Project Total (the latest quote's, or TBD). */
export function PortalCounters({ portal }: { portal: ClientPortal }) {
  const counters = portalCounters(portal);
  return (
    <section aria-label="Project figures" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatCard label="Rooms" value={counters.rooms} icon={Boxes} />
      <StatCard label="Design Concepts" value={counters.designConcepts} icon={Palette} />
      <StatCard label="Meetings" value={counters.meetings} icon={CalendarDays} />
      <StatCard label="Project Total" value={counters.projectTotal ? formatRand(counters.projectTotal) : "TBD"} icon={Wallet} />
    </section>
  );
}

/** The project's status, start date and expected completion date. */
export function ProjectStatusCard({ project }: { project: ClientPortal["project"] }) {
  const { formatDate } = useStudioDates();
  const dates = [
    { label: "Start Date", value: project.startDate },
    { label: "Expected Completion", value: project.expectedEndDate },
  ];
  return (
    <Card className="grid gap-4 p-4 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-xl">Project Status</h2>
        <StatusBadge status={project.status} />
      </div>
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        {dates.map(({ label, value }) => (
          <div key={label}>
            <dt className="text-muted-foreground">{label}</dt>
            <dd className="font-medium">{value ? formatDate(value) : "Not set"}</dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}
