import type { Project } from "@atelier/contracts";
import { Navigate, useLocation, useParams, useSearchParams } from "react-router-dom";
import { Breadcrumbs } from "@/components/breadcrumbs";
import { CardListSkeleton } from "@/components/card-list-skeleton";
import { MissingRecord } from "@/components/missing-record";
import { ProjectHeader } from "@/features/projects/components/project-header";
import { ProjectTabs } from "@/features/projects/components/project-tabs";
import { projectPath, projectTab, type ProjectTabInfo } from "@/features/projects/lib/project-paths";
import { QueryView } from "@/components/query-view";
import { Skeleton } from "@/components/ui/skeleton";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";
import { useProjectLiveUpdates } from "@/features/projects/queries/use-project-live-updates";
import { useProject } from "@/features/projects/queries/use-projects";

export function ProjectPage() {
  const { id = "", tab: tabParam } = useParams();
  const [searchParams] = useSearchParams();
  const { hash } = useLocation();
  const project = useProject(id);
  const tab = projectTab(tabParam ?? "overview");
  // Printed production labels and older links name the tab as ?tab=production; an unknown tab is the Overview.
  const namedTab = tabParam === undefined ? projectTab(searchParams.get("tab")) : undefined;
  if (!tab || namedTab) return <Navigate replace to={{ pathname: projectPath(id, namedTab?.value), hash }} />;
  return (
    <QueryView
      query={project}
      what="the project"
      loading={<ProjectSkeleton />}
      notFound={<MissingRecord title="Project Not Found" description="This project does not exist or is no longer available." />}
    >
      {(data) => <ProjectWorkspace project={data} tab={tab} />}
    </QueryView>
  );
}

function ProjectWorkspace({ project, tab }: { project: Project; tab: ProjectTabInfo }) {
  useProjectLiveUpdates(project.id);
  useDocumentTitle(project.title, tab.label, PRODUCT_NAME);
  const dashboard = { label: "Dashboard", to: "/" };
  const trail = tab.value === "overview" ? [dashboard, { label: project.title }] : [dashboard, { label: project.title, to: projectPath(project.id) }, { label: tab.label }];
  return (
    <div className="mx-auto max-w-6xl">
      <div className="mb-4 sm:mb-2">
        <Breadcrumbs trail={trail} back={{ label: "Back to Dashboard", to: "/" }} />
      </div>
      <ProjectHeader project={project} />
      <ProjectTabs project={project} tab={tab.value} />
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
