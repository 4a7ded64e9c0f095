import { Route, Routes } from "react-router-dom";
import { AcceptInvitationPage } from "@/pages/accept-invitation-page";
import { AuthPage } from "@/pages/auth-page";
import { LandingPage } from "@/pages/landing-page";
import { ResetPasswordPage } from "@/pages/reset-password-page";

/** A visitor without a session sees the landing page wherever they arrive, except on the sign-in screen, a reset link and an invitation. */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="auth" element={<AuthPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="accept-invitation" element={<AcceptInvitationPage />} />
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}
