import type { ClientPortal } from "@atelier/contracts";
import { useNavigate, useSearchParams } from "react-router-dom";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { PortalAccess } from "@/features/client-portal/api/client-portal-api";
import { PORTAL_TABS, portalTabOf, portalTabSearch, type PortalTab } from "@/features/client-portal/lib/portal-tab";
import { DesignsTab } from "./designs-tab";
import { InvoicesTab } from "./invoices-tab";
import { MeetingsTab } from "./meetings-tab";
import { OverviewTab } from "./overview-tab";
import { ProgressTab } from "./progress-tab";
import { QuotesTab } from "./quotes-tab";

/** The portal's sections, the open one named in the address. */
export function PortalTabs({ access, portal }: { access: PortalAccess; portal: ClientPortal }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  return (
    <Tabs value={portalTabOf(search)} onValueChange={(tab) => void navigate({ search: portalTabSearch(tab as PortalTab) })}>
      <TabsList aria-label="Portal sections" className="h-auto w-max min-w-full sm:min-w-0">
        {PORTAL_TABS.map(({ value, label }) => (
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
      <TabsContent value="invoices">
        <InvoicesTab access={access} portal={portal} />
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
