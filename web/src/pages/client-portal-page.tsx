import { useParams } from "react-router-dom";
import { MAIN_CONTENT_ID, SkipLink } from "@/components/skip-link";
import { Skeleton } from "@/components/ui/skeleton";
import { PortalCounters, PortalHeader } from "@/features/client-portal/components/portal-header";
import { PortalTabs } from "@/features/client-portal/components/portal-tabs";
import { PortalUnavailable } from "@/features/client-portal/components/portal-unavailable";
import { useClientPortal } from "@/features/client-portal/queries/use-client-portal";
import { usePortalLiveUpdates } from "@/features/client-portal/queries/use-portal-live-updates";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { StudioTimeZoneProvider } from "@/lib/studio-time-zone";

/**
 * Public: clients reach it through the link their designer shares, without an account. It is a chunk of its
 * own that imports no staff code (infra/lint/dependency-cruiser.cjs), so a client's phone loads only the portal.
 */
export function ClientPortalPage() {
  const { projectId = "", token = "" } = useParams();
  const access = { projectId, token };
  const portal = useClientPortal(access);
  usePortalLiveUpdates(access, portal.isSuccess);
  // The client's page carries their studio's name, not the product's.
  useDocumentTitle(...(portal.data ? [portal.data.project.title, portal.data.project.studioName] : ["Client Portal"]));

  if (portal.isPending) return <PortalLoading />;
  if (portal.isError) return <PortalUnavailable error={portal.error} onRetry={() => void portal.refetch()} />;
  return (
    <StudioTimeZoneProvider zone={portal.data.project.studioTimeZone}>
      <div className="min-h-dvh">
        <SkipLink />
        <PortalHeader project={portal.data.project} />
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className="mx-auto grid max-w-5xl focus:outline-none grid-cols-1 gap-6 px-4 py-6 sm:px-8 sm:py-8">
          <PortalCounters portal={portal.data} />
          <PortalTabs access={access} portal={portal.data} />
        </main>
      </div>
    </StudioTimeZoneProvider>
  );
}

function PortalLoading() {
  return (
    <div className="mx-auto grid max-w-5xl gap-6 px-4 py-8 sm:px-8" aria-busy="true" aria-label="Loading your project">
      <Skeleton className="h-10 w-2/3" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((index) => (
          <Skeleton key={index} className="h-24" />
        ))}
      </div>
      <Skeleton className="h-64" />
    </div>
  );
}
