import type { Project } from "@atelier/contracts";
import { useSearchParams } from "react-router-dom";
import { AccountsTab } from "@/features/accounts/components/accounts-tab";
import { DeliveryTab } from "@/features/deliveries/components/delivery-tab";
import { InstallationsTab } from "@/features/installations/components/installations-tab";
import { MeetingsTab } from "@/features/meetings/components/meetings-tab";
import { ProductionTab } from "@/features/production/components/production-tab";
import { OrdersTab } from "@/features/quotes/components/orders-tab";
import { DesignTab } from "@/features/rooms/components/design-tab";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { ProjectOverview } from "./project-overview";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "meetings", label: "Meetings" },
  { value: "design", label: "Design" },
  { value: "orders", label: "Orders" },
  { value: "production", label: "Production" },
  { value: "delivery", label: "Delivery" },
  { value: "installations", label: "Installations" },
  { value: "accounts", label: "Accounts" },
] as const;

type TabValue = (typeof TABS)[number]["value"];
const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

/**
 * The project workspace. Inactive tabs are not mounted, so each tab loads its data when first opened.
 * `?tab=orders` opens a tab at once, so a page that leads back here (a quote) returns where it came from.
 */
export function ProjectTabs({ project }: { project: Project }) {
  const [searchParams] = useSearchParams();
  const requested = searchParams.get("tab");
  return (
    <Tabs defaultValue={isTab(requested) ? requested : "overview"}>
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <TabsList aria-label="Project sections" className="w-max">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
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
        <AccountsTab projectId={project.id} />
      </TabsContent>
    </Tabs>
  );
}
