import type { ClientPortal } from "@atelier/contracts";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { DesignsTab } from "./designs-tab";
import { MeetingsTab } from "./meetings-tab";
import { OverviewTab } from "./overview-tab";
import { ProgressTab } from "./progress-tab";
import { QuotesTab } from "./quotes-tab";

const TABS = [
  { value: "overview", label: "Overview" },
  { value: "designs", label: "Designs" },
  { value: "quotes", label: "Quotes" },
  { value: "meetings", label: "Meetings" },
  { value: "progress", label: "Progress" },
] as const;

/** The portal's sections. */
export function PortalTabs({ access, portal }: { access: PortalAccess; portal: ClientPortal }) {
  return (
    <Tabs defaultValue="overview">
      <TabsList aria-label="Portal sections" className="h-auto w-max min-w-full sm:min-w-0">
        {TABS.map(({ value, label }) => (
          <TabsTrigger key={value} value={value} className="min-h-11 px-3 sm:px-4">
            {label}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value="overview">
        <OverviewTab portal={portal} />
      </TabsContent>
      <TabsContent value="designs">
        <DesignsTab portal={portal} />
      </TabsContent>
      <TabsContent value="quotes">
        <QuotesTab access={access} portal={portal} />
      </TabsContent>
      <TabsContent value="meetings">
        <MeetingsTab meetings={portal.meetings} />
      </TabsContent>
      <TabsContent value="progress">
        <ProgressTab portal={portal} />
      </TabsContent>
    </Tabs>
  );
}
