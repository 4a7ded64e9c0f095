import { AUTH_MESSAGES } from "@atelier/contracts";
import { Link, useLocation } from "react-router-dom";
import { Card, CardContent, CardDescription, CardHeader } from "@/components/ui/card";
import { Wordmark } from "@/components/wordmark";
import { ResetPasswordForm } from "@/features/auth/components/reset-password-form";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";

/** The token rides in the link's fragment, which browsers never send to a server or in a Referer. */
const tokenOf = (hash: string) => new URLSearchParams(hash.replace(/^#/, "")).get("token");

/** Where a mailed reset link opens: the new password, once. */
export function ResetPasswordPage() {
  const token = tokenOf(useLocation().hash);
  useDocumentTitle("Reset Password", PRODUCT_NAME);
  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-md">
        <Wordmark className="mb-8 block text-center" />
        <Card>
          <CardHeader>
            <h1 className="text-xl leading-tight font-medium">Choose a new password</h1>
            <CardDescription>Setting it signs you out on every device; then sign in with the new password.</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-4">
            {token ? <ResetPasswordForm token={token} /> : <p className="text-sm text-destructive">{AUTH_MESSAGES.resetLinkInvalid}</p>}
            <Link to="/auth" className="justify-self-center text-sm underline underline-offset-4">
              Back to sign in
            </Link>
          </CardContent>
        </Card>
      </div>
    </main>
  );
}
