import { acceptInvitationRequestSchema, ROLE_LABELS, type InvitationPreview } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { useForm } from "react-hook-form";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useAcceptInvitation } from "@/features/team/queries/use-invitation";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

/** The new member's names and password; a refused token shows its reason above the button. */
export function AcceptInvitationForm({ token, invitation }: { token: string; invitation: InvitationPreview }) {
  const form = useForm({ resolver: zodResolver(acceptInvitationRequestSchema), defaultValues: { token, firstName: "", lastName: "", password: "" } });
  const accept = useAcceptInvitation(invitation.studioName);
  const submit = form.handleSubmit((values) => accept.mutate(values, { onError: (error) => applyServerFieldErrors(form, error) }));
  const tokenProblem = form.formState.errors.token?.message;
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <p className="text-sm">
        {invitation.invitedBy} invited <span className="font-medium break-all">{invitation.email}</span> to join as {ROLE_LABELS[invitation.role].toLowerCase()}.
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField label="First Name" autoComplete="given-name" {...bindField(form, "firstName")} />
        <FormField label="Last Name" autoComplete="family-name" {...bindField(form, "lastName")} />
      </div>
      <FormField label="Password" type="password" autoComplete="new-password" hint="At least 6 characters." {...bindField(form, "password")} />
      {tokenProblem && (
        <p role="alert" className="text-sm text-destructive">
          {tokenProblem}
        </p>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={accept.isPending}>
        {accept.isPending ? "Joining..." : "Join the Studio"}
      </Button>
    </form>
  );
}
