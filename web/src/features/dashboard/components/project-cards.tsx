import type { ProjectSummary } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { FolderOpen } from "lucide-react";
import { Link } from "react-router-dom";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { EmptyState } from "@/components/empty-state";
import { NewProjectButton } from "@/features/projects/components/new-project-button";
import { QueryView } from "@/components/query-view";
import { StatusBadge } from "@/components/status-badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { useProjects } from "@/features/projects/queries/use-projects";

/** The studio's projects beside the stat cards, each a link to its workspace. */
export function ProjectCards() {
  const projects = useProjects();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Projects</CardTitle>
      </CardHeader>
      <CardContent>
        <QueryView query={projects} what="projects" loading={<CardListSkeleton label="Loading projects" />}>
          {(data) => (data.length === 0 ? <NoProjects /> : <ProjectCardList projects={data} />)}
        </QueryView>
      </CardContent>
    </Card>
  );
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
    <ul className="grid gap-3">
      {projects.map((project) => (
        <li key={project.id}>
          <Link
            to={`/projects/${project.id}`}
            className="grid gap-2 rounded-lg border border-border bg-card p-4 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center"
          >
            <span className="grid min-w-0 gap-1">
              <span className="flex flex-wrap items-center gap-2">
                <span className="truncate font-display text-lg">{project.title}</span>
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
