import { readOnlyNotice, type Project } from "@atelier/contracts";
import { Archive, Database, MapPin } from "lucide-react";
import { PhoneOverflow } from "@/components/phone-overflow";
import { StatusBadge } from "@/components/status-badge";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/queries/use-auth";
import { ClientPortalButton } from "@/features/portal-links/components/client-portal-button";
import { usePopulateSampleDataMutation } from "@/features/projects/queries/use-project-mutations";
import { GenerateQuoteButton } from "@/features/quotes/components/generate-quote-button";
import { ArchiveProjectButton, DeleteProjectButton, EditProjectButton } from "./project-actions";

export function ProjectHeader({ project }: { project: Project }) {
  const archived = project.archivedAt !== null;
  const { user } = useAuth();
  const readOnly = user && !user.permissions.includes("work.write");
  return (
    <header className="mb-8 grid gap-4">
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start lg:justify-between">
        <div className="grid min-w-0 gap-2">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-3xl leading-tight sm:text-4xl">{project.title}</h1>
            <StatusBadge status={project.status} />
            {archived && <StatusBadge status="archived" />}
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
        {readOnly ? (
          <p role="status" className="text-sm text-muted-foreground lg:max-w-xs">
            {readOnlyNotice(user.role)}
          </p>
        ) : archived ? (
          // Client Portal and Delete alone fit a phone's row.
          <div className="flex flex-wrap gap-2">
            <ClientPortalButton projectId={project.id} />
            <DeleteProjectButton project={project} />
          </div>
        ) : (
          <div className="flex flex-wrap gap-2">
            <GenerateQuoteButton projectId={project.id} />
            <PhoneOverflow label="More project actions">
              {project.counts.rooms === 0 && <AddSampleDataButton projectId={project.id} />}
              <ClientPortalButton projectId={project.id} />
              <EditProjectButton project={project} />
              <ArchiveProjectButton project={project} archived />
              <DeleteProjectButton project={project} />
            </PhoneOverflow>
          </div>
        )}
      </div>
      {archived && <ArchivedNotice project={project} />}
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

/** An archived project opens as it was left, with the way back to work at hand. */
function ArchivedNotice({ project }: { project: Project }) {
  return (
    <div role="status" className="flex flex-col gap-3 rounded-lg border border-border bg-muted p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="flex items-start gap-2 text-sm">
        <Archive className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        This project is archived: it is kept as it was, out of the project list and the dashboard&apos;s counts. Restore it to work on it again.
      </p>
      <ArchiveProjectButton project={project} archived={false} />
    </div>
  );
}
