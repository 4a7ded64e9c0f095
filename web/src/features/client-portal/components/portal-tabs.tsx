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

/** The portal's sections; the tab list scrolls inside itself on a narrow phone rather than widening the page. */
export function PortalTabs({ access, portal }: { access: PortalAccess; portal: ClientPortal }) {
  return (
    <Tabs defaultValue="overview">
      <div className="-mx-4 overflow-x-auto px-4 pb-1 sm:mx-0 sm:px-0">
        <TabsList aria-label="Portal sections" className="h-auto w-max min-w-full sm:min-w-0">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value} className="min-h-11 px-3 sm:px-4">
              {label}
            </TabsTrigger>
          ))}
        </TabsList>
      </div>
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
