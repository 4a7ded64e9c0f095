import { Route, Routes } from "react-router-dom";
import { AuthPage } from "@/pages/auth-page";
import { LandingPage } from "@/pages/landing-page";
import { ResetPasswordPage } from "@/pages/reset-password-page";

/** A visitor without a session sees the landing page wherever they arrive, except on the sign-in screen and a reset link. */
export function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="auth" element={<AuthPage />} />
      <Route path="reset-password" element={<ResetPasswordPage />} />
      <Route path="*" element={<LandingPage />} />
    </Routes>
  );
}
