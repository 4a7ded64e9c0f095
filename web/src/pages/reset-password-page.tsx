import { AUTH_MESSAGES } from "@atelier/contracts";
import { useLocation } from "react-router-dom";
import { LinkPage, linkToken } from "@/components/link-page";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";

/** Where a mailed reset link opens: the new password, once. */
export function ResetPasswordPage() {
  const token = linkToken(useLocation().hash);
  useDocumentTitle("Reset Password", PRODUCT_NAME);
  return (
    <LinkPage title="Choose a new password" description="Setting it signs you out on every device; then sign in with the new password." backLabel="Back to sign in">
      {token ? <ResetPasswordForm token={token} /> : <p className="text-sm text-destructive">{AUTH_MESSAGES.resetLinkInvalid}</p>}
    </LinkPage>
  );
}
