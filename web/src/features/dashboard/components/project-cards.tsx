import type { ProjectSummary } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Archive, FolderOpen } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router-dom";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { NewProjectButton } from "@/features/projects/components/new-project-button";
import { QueryView } from "@/components/query-view";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useArchivedProjects, useProjects } from "@/features/projects/queries/use-projects";

/** The studio's projects beside the stat cards, each a link to its workspace; the Archived filter shows the archived ones. */
export function ProjectCards() {
  const [showArchived, setShowArchived] = useState(false);
  const current = useProjects();
  const archived = useArchivedProjects({ enabled: showArchived });
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Projects</CardTitle>
        <div role="group" aria-label="Show projects" className="flex gap-1">
          {[false, true].map((choice) => (
            <Button
              key={String(choice)}
              size="sm"
              variant={showArchived === choice ? "outline" : "ghost"}
              aria-pressed={showArchived === choice}
              onClick={() => setShowArchived(choice)}
            >
              {choice ? "Archived" : "Current"}
            </Button>
          ))}
        </div>
      </CardHeader>
      <CardContent>
        {showArchived ? (
          <QueryView query={archived} what="archived projects" loading={<CardListSkeleton label="Loading archived projects" />}>
            {(data) => (data.length === 0 ? <NoArchivedProjects /> : <ProjectCardList projects={data} />)}
          </QueryView>
        ) : (
          <QueryView query={current} what="projects" loading={<CardListSkeleton label="Loading projects" />}>
            {(data) => (data.length === 0 ? <NoProjects /> : <ProjectCardList projects={data} />)}
          </QueryView>
        )}
      </CardContent>
    </Card>
  );
}

function NoArchivedProjects() {
  return <EmptyState icon={Archive} title="No archived projects" description="Projects you archive are kept here, with everything in them." className="py-10" />;
}

function NoProjects() {
  return (
    <EmptyState icon={FolderOpen} title="No projects yet" description="Create your first project to get started" className="py-10">
      <NewProjectButton />
    </EmptyState>
  );
}

function ProjectCardList({ projects }: { projects: ProjectSummary[] }) {
  return (
    <ul className="grid grid-cols-1 gap-3">
      {projects.map((project) => (
        <li key={project.id}>
          <Link
            to={`/projects/${project.id}`}
            className="grid grid-cols-1 gap-2 rounded-lg border border-border bg-card p-4 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <span className="grid min-w-0 grid-cols-1 gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="max-w-full min-w-0 truncate font-display text-lg">{project.title}</span>
                <StatusBadge status={project.status} />
              </span>
              <span className="text-sm text-muted-foreground">
                {project.code ?? "TBD"} · {project.clientName ?? "No client yet"}
              </span>
            </span>
            <span className="text-sm font-medium sm:text-right">
              {project.budgetEstimate === null ? "No budget set" : formatRand(project.budgetEstimate)}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
