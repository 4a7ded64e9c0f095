import type { Project } from "@atelier/contracts";
import { useParams } from "react-router-dom";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { MissingRecord } from "@/components/missing-record";
import { ProjectHeader } from "@/features/projects/components/project-header";
import { ProjectTabs } from "@/features/projects/components/project-tabs";
import { QueryView } from "@/components/query-view";
import { Skeleton } from "@/components/ui/skeleton";
import { useProjectLiveUpdates } from "@/features/projects/queries/use-project-live-updates";
import { useProject } from "@/features/projects/queries/use-projects";

export function ProjectPage() {
  const { id = "" } = useParams();
  const project = useProject(id);
  return (
    <QueryView
      query={project}
      what="the project"
      loading={<ProjectSkeleton />}
      notFound={<MissingRecord title="Project Not Found" description="This project does not exist or is no longer available." />}
    >
      {(data) => <ProjectWorkspace project={data} />}
    </QueryView>
  );
}

function ProjectWorkspace({ project }: { project: Project }) {
  useProjectLiveUpdates(project.id);
  return (
    <div className="mx-auto max-w-6xl">
      <ProjectHeader project={project} />
      <ProjectTabs project={project} />
    </div>
  );
}

function ProjectSkeleton() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6">
      <Skeleton className="h-10 w-2/3 max-w-md" />
      <Skeleton className="h-4 w-1/3 max-w-xs" />
      <CardListSkeleton label="Loading project" />
    </div>
  );
}
