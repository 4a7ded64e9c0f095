import { useAuth } from "@/features/auth/queries/use-auth";
import { LoadingPage } from "@/pages/loading-page";
import { StudioTimeZoneProvider } from "@/lib/studio-time-zone";
import { UnavailablePage } from "@/pages/unavailable-page";
import { SignedInRoutes } from "./signed-in-routes";
import { SignedOutRoutes } from "./signed-out-routes";

/** Everything but the client portal: the studio's screens once signed in, the landing and sign-in pages before. */
export function StudioRoutes() {
  const { user, isLoading, error, retry } = useAuth();
  if (isLoading) return <LoadingPage />;
  if (error) return <UnavailablePage onRetry={retry} />;
  if (!user) return <SignedOutRoutes />;
  return (
    <StudioTimeZoneProvider zone={user.studio.timeZone}>
      <SignedInRoutes user={user} />
    </StudioTimeZoneProvider>
  );
}
