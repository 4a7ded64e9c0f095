import type { Project } from "@atelier/contracts";
import { useNavigate } from "react-router-dom";
import { AccountsTab } from "@/features/accounts/components/accounts-tab";
import { ProjectActivityCard } from "@/features/activity/components/project-activity-card";
import { DeliveryTab } from "@/features/deliveries/components/delivery-tab";
import { InstallationsTab } from "@/features/installations/components/installations-tab";
import { MeetingsTab } from "@/features/meetings/components/meetings-tab";
import { ProductionTab } from "@/features/production/components/production-tab";
import { PROJECT_TABS, projectPath, projectTab, type ProjectTab } from "@/features/projects/lib/project-paths";
import { OrdersTab } from "@/features/quotes/components/orders-tab";
import { DesignTab } from "@/features/rooms/components/design-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { useCan } from "@/hooks/use-can";
import { KEEP_SCROLL } from "@/hooks/use-scroll-reset";
import { ProjectOverview } from "./project-overview";

/**
 * The project workspace. The open tab is the page's address, so Back, reload and a shared link keep it; switching
 * tabs keeps the scroll position. Activation is manual: an arrow key only moves focus, so each tab opened is one
 * history entry, and a click is not counted twice (its mousedown and the focus that follows).
 * Inactive tabs are not mounted, so each tab loads its data when first opened.
 */
export function ProjectTabs({ project, tab }: { project: Project; tab: ProjectTab }) {
  const navigate = useNavigate();
  // A role without the studio's accounts (designer, viewer) is not offered the tab; its address shows the 403's reason.
  const tabs = useCan("accounts.read") ? PROJECT_TABS : PROJECT_TABS.filter(({ value }) => value !== "accounts");
  const open = (value: string) => {
    const chosen = projectTab(value);
    if (chosen) void navigate(projectPath(project.id, chosen.value), { state: KEEP_SCROLL });
  };
  return (
    <Tabs value={tab} onValueChange={open} activationMode="manual">
      <TabsList aria-label="Project sections" className="w-max">
        {tabs.map(({ value, label }) => (
          <TabsTrigger key={value} value={value}>
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <ProjectOverview project={project} />
      </TabsContent>
      <TabsContent value="meetings">
        <MeetingsTab projectId={project.id} />
      </TabsContent>
      <TabsContent value="design">
        <DesignTab projectId={project.id} />
      </TabsContent>
      <TabsContent value="orders">
        <OrdersTab projectId={project.id} />
      </TabsContent>
      <TabsContent value="production">
        <ProductionTab projectId={project.id} />
      </TabsContent>
      <TabsContent value="delivery">
        <DeliveryTab projectId={project.id} />
      </TabsContent>
      <TabsContent value="installations">
        <InstallationsTab projectId={project.id} />
      </TabsContent>
      <TabsContent value="accounts">
        <AccountsTab project={project} />
      </TabsContent>
      <TabsContent value="activity">
        <ProjectActivityCard projectId={project.id} />
      </TabsContent>
    </Tabs>
  );
}
