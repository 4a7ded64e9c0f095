import type { Project } from "@atelier/contracts";
import { Database, MapPin } from "lucide-react";
import { BackLink } from "@/components/back-link";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { ClientPortalButton } from "@/features/portal-links/components/client-portal-button";
import { usePopulateSampleDataMutation } from "@/features/projects/queries/use-project-mutations";
import { GenerateQuoteButton } from "@/features/quotes/components/generate-quote-button";

export function ProjectHeader({ project }: { project: Project }) {
  return (
    <header className="mb-8 grid gap-4">
      <BackLink to="/">Back to Dashboard</BackLink>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl leading-tight break-words sm:text-4xl">{project.title}</h1>
            <StatusBadge status={project.status} />
          </div>
          <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>
              <span className="sr-only">Project code: </span>
              {project.code ?? "TBD"}
            </span>
            {project.address && (
              <span className="flex items-center gap-1">
                <MapPin className="size-4" aria-hidden="true" />
                {project.address}
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {project.counts.rooms === 0 && <AddSampleDataButton projectId={project.id} />}
          <GenerateQuoteButton projectId={project.id} />
          <ClientPortalButton projectId={project.id} />
        </div>
      </div>
    </header>
  );
}

function AddSampleDataButton({ projectId }: { projectId: string }) {
  const populate = usePopulateSampleDataMutation(projectId);
  return (
    <Button variant="outline" onClick={() => populate.mutate()} disabled={populate.isPending}>
      <Database aria-hidden="true" />
      {populate.isPending ? "Adding Sample Data..." : "Add Sample Data"}
    </Button>
  );
}
