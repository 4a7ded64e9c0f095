import type { ProjectSummary } from "@atelier/contracts";
import { FolderOpen } from "lucide-react";
import { Link } from "react-router-dom";
import { EmptyState } from "@/components/empty-state";
import { StatusBadge } from "@/components/status-badge";

export function ProjectList({ projects }: { projects: ProjectSummary[] }) {
  if (projects.length === 0) {
    return (
      <EmptyState
        icon={FolderOpen}
        title="No projects yet"
        description="Create your first project to get started"
        className="py-12"
      />
    );
  }
  return (
    <ul className="grid grid-cols-1 gap-2 pr-3">
      {projects.map((project) => (
        <li key={project.id}>
          <Link
            to={`/projects/${project.id}`}
            className="block rounded-lg border border-border bg-card px-4 py-3 transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
          >
            <span className="block truncate font-medium">{project.title}</span>
            <span className="mt-1 flex items-center justify-between gap-2">
              <span className="truncate text-xs text-muted-foreground">{project.code ?? "TBD"}</span>
              <StatusBadge status={project.status} />
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
