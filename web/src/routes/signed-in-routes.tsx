import type { User } from "@atelier/contracts";
import { Navigate, Route, Routes } from "react-router-dom";
import { AppShell } from "@/components/shell/app-shell";
import { useSessionExpiryRedirect } from "@/features/auth/hooks/use-session-expiry-redirect";
import { useSiteApp } from "@/features/offline-queue/hooks/use-site-app";
import { QuoteEditorPage } from "@/features/quotes/components/quote-editor-page";
import { useMemberChanges } from "@/features/team/hooks/use-member-changes";
import { useSocketConnection } from "@/hooks/use-socket-connection";
import { AcceptInvitationPage } from "@/pages/accept-invitation-page";
import { AccountsPage } from "@/pages/accounts-page";
import { ActivityPage } from "@/pages/activity-page";
import { DashboardPage } from "@/pages/dashboard-page";
import { NotFoundPage } from "@/pages/not-found-page";
import { ProjectPage } from "@/pages/project-page";
import { RoomPage } from "@/pages/room-page";
import { SettingsPage } from "@/pages/settings-page";
import { ResetPasswordPage } from "@/pages/reset-password-page";

export function SignedInRoutes({ user }: { user: User }) {
  useSocketConnection();
  useMemberChanges();
  useSessionExpiryRedirect();
  useSiteApp(user);
  return (
    <Routes>
      <Route element={<AppShell user={user} />}>
        <Route index element={<DashboardPage />} />
        <Route path="projects/:id/:tab?" element={<ProjectPage />} />
        <Route path="projects/:id/quotes/:quoteId" element={<QuoteEditorPage />} />
        <Route path="rooms/:id" element={<RoomPage />} />
        <Route path="accounts" element={<AccountsPage />} />
        <Route path="activity" element={<ActivityPage />} />
        <Route path="settings" element={<SettingsPage />} />
        <Route path="team" element={<Navigate to="/settings#team" replace />} />
      </Route>
      <Route path="auth" element={<Navigate to="/" replace />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="accept-invitation" element={<AcceptInvitationPage />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
