import { Route, Routes } from "react-router-dom";
import { useAuth } from "@/features/auth/queries/use-auth";
import { ClientPortalPage } from "@/pages/client-portal-page";
import { LoadingPage } from "@/pages/loading-page";
import { UnavailablePage } from "@/pages/unavailable-page";
import { SignedInRoutes } from "./signed-in-routes";
import { SignedOutRoutes } from "./signed-out-routes";

export function AppRoutes() {
  return (
    <Routes>
      {/* The client portal is public: it must not wait for, or depend on, a studio session. */}
      <Route path="/client/:projectId/:token" element={<ClientPortalPage />} />
      <Route path="*" element={<StudioRoutes />} />
    </Routes>
  );
}

function StudioRoutes() {
  const { user, isLoading, error, retry } = useAuth();
  if (isLoading) return <LoadingPage />;
  if (error) return <UnavailablePage onRetry={retry} />;
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}
