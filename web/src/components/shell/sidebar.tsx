import { History, Wallet, type LucideIcon } from "lucide-react";
import { Link } from "react-router-dom";
import { NewProjectButton } from "@/features/projects/components/new-project-button";
import { Button } from "@/components/ui/button";
import { QueryView } from "@/components/query-view";
import { ScrollArea } from "@/components/ui/scroll-area";
import { Skeleton } from "@/components/ui/skeleton";
import { StartRecordingAction } from "@/features/voice/components/start-recording-action";
import { useProjects } from "@/features/projects/queries/use-projects";
import { useCan } from "@/hooks/use-can";
import { cn } from "@/lib/utils";
import { ProjectList } from "./project-list";

interface SidebarProps {
  id: string;
  /** Only matters below the large breakpoint, where the sidebar is hidden behind the menu button. */
  isOpen: boolean;
}

const sectionHeading = "text-xs font-semibold tracking-[0.14em] text-muted-foreground uppercase";

/** A studio-wide page the member's role opens. */
function StudioLink({ to, icon: Icon, label }: { to: string; icon: LucideIcon; label: string }) {
  return (
    <Button asChild variant="outline" className="justify-start">
      <Link to={to}>
        <Icon aria-hidden="true" />
        {label}
      </Link>
    </Button>
  );
}

export function Sidebar({ id, isOpen }: SidebarProps) {
  const projects = useProjects();
  const canWrite = useCan("work.write");
  const canSeeAccounts = useCan("accounts.read");
  const canSeeActivity = useCan("activity.read");
  return (
    <aside
      id={id}
      aria-label="Sidebar"
      className={cn(
        "fixed top-16 bottom-0 left-0 z-30 w-80 max-w-[85vw] shrink-0 overflow-y-auto border-r border-border bg-background p-6 transition-transform",
        "lg:sticky lg:z-auto lg:h-[calc(100vh-4rem)] lg:max-w-none lg:translate-x-0",
        isOpen ? "translate-x-0" : "max-lg:invisible max-lg:-translate-x-full",
      )}
    >
      <div className="grid grid-cols-1 gap-8">
        {canWrite && (
          <section aria-labelledby={`${id}-quick-actions`} className="grid grid-cols-1 gap-3">
            <h2 id={`${id}-quick-actions`} className={sectionHeading}>
              Quick Actions
            </h2>
            <NewProjectButton className="justify-start" />
            <StartRecordingAction className="justify-start" />
          </section>
        )}

        {(canSeeAccounts || canSeeActivity) && (
          <section aria-labelledby={`${id}-studio`} className="grid grid-cols-1 gap-3">
            <h2 id={`${id}-studio`} className={sectionHeading}>
              Studio
            </h2>
            {canSeeAccounts && <StudioLink to="/accounts" icon={Wallet} label="Accounts" />}
            {canSeeActivity && <StudioLink to="/activity" icon={History} label="Activity" />}
          </section>
        )}

        <section aria-labelledby={`${id}-active-projects`} className="grid grid-cols-1 gap-3">
          <h2 id={`${id}-active-projects`} className={sectionHeading}>
            Active Projects
          </h2>
          <ScrollArea className="h-96 rounded-lg border border-border bg-card/60 p-2">
            <QueryView query={projects} what="projects" loading={<ProjectListSkeleton />}>
              {(data) => <ProjectList projects={data} />}
            </QueryView>
          </ScrollArea>
        </section>

        <dl className="flex items-baseline justify-between rounded-lg border border-border bg-card px-4 py-3">
          <dt className="text-sm text-muted-foreground">Total Projects</dt>
          <dd className="font-display text-2xl">{projects.data?.length ?? "–"}</dd>
        </dl>
      </div>
    </aside>
  );
}

function ProjectListSkeleton() {
  return (
    <div role="status" aria-label="Loading projects" className="grid gap-2 pr-3">
      {Array.from({ length: 3 }, (_, index) => (
        <Skeleton key={index} className="h-16 rounded-lg" />
      ))}
    </div>
  );
}
