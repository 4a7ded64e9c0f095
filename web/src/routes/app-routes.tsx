import { lazy, Suspense } from "react";
import { Route, Routes } from "react-router-dom";
import { LoadingPage } from "@/pages/loading-page";

/*
 * Two chunks loaded on demand: a client opening their portal link on a phone loads the portal alone, never
 * the studio's screens, and a designer never loads the portal.
 */
const ClientPortalPage = lazy(async () => ({ default: (await import("@/pages/client-portal-page")).ClientPortalPage }));
const StudioRoutes = lazy(async () => ({ default: (await import("./studio-routes")).StudioRoutes }));

export function AppRoutes() {
  return (
    <Suspense fallback={<LoadingPage />}>
      <Routes>
        {/* The client portal is public: it must not wait for, or depend on, a studio session. */}
        <Route path="/client/:projectId/:token" element={<ClientPortalPage />} />
        <Route path="*" element={<StudioRoutes />} />
      </Routes>
    </Suspense>
  );
}
