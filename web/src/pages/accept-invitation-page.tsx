import { TEAM_MESSAGES } from "@atelier/contracts";
import { useLocation } from "react-router-dom";
import { LinkPage, linkToken } from "@/components/link-page";
import { Skeleton } from "@/components/ui/skeleton";
import { AcceptInvitationForm } from "@/features/team/components/accept-invitation-form";
import { useInvitationPreview } from "@/features/team/queries/use-invitation";
import { useDocumentTitle } from "@/hooks/use-document-title";
import { PRODUCT_NAME } from "@/lib/brand";

/** Where a mailed invitation opens: the new member's names and password, then the studio's dashboard. */
export function AcceptInvitationPage() {
  const token = linkToken(useLocation().hash);
  const invitation = useInvitationPreview(token);
  useDocumentTitle("Join a Studio", PRODUCT_NAME);
  return (
    <LinkPage
      title={invitation.data ? `Join ${invitation.data.studioName}` : "Join a studio"}
      description="Choose your name and password to accept the invitation."
      backLabel="Already a member? Sign in"
    >
      {token && invitation.data ? (
        <AcceptInvitationForm token={token} invitation={invitation.data} />
      ) : token && invitation.isPending ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <p role="alert" className="text-sm text-destructive">
          {TEAM_MESSAGES.invitationInvalid}
        </p>
      )}
    </LinkPage>
  );
}
