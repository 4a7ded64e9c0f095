import type { Project } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { FileText, Image, LayoutGrid, Receipt } from "lucide-react";
import { HouseDetailsCard } from "@/features/house-details/components/house-details-card";
import { TimeCard } from "@/features/time/components/time-card";
import { TimelinePanel } from "@/features/timeline/components/timeline-panel";
import { StatCard } from "@/components/stat-card";
import { ProjectDetailsCard } from "./project-details-card";

export function ProjectOverview({ project }: { project: Project }) {
  return (
    <div className="grid gap-6">
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        <StatCard label="Rooms" value={project.counts.rooms} icon={LayoutGrid} />
        <StatCard label="Images" value={project.counts.images} icon={Image} />
        <StatCard label="Quotes" value={project.counts.quotes} icon={FileText} />
        <StatCard
          label="Latest Quote"
          value={project.latestQuoteTotal === null ? "TBD" : formatRand(project.latestQuoteTotal)}
          icon={Receipt}
        />
      </div>
      <div className="grid gap-6 xl:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] xl:items-start">
        <HouseDetailsCard project={project} />
        <ProjectDetailsCard project={project} />
      </div>
      <TimelinePanel project={project} />
      <TimeCard projectId={project.id} />
    </div>
  );
}
