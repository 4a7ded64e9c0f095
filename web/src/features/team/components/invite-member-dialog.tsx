import { ASSIGNABLE_ROLES, inviteMemberRequestSchema, ROLE_DESCRIPTIONS, ROLE_LABELS } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { UserPlus } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { FormField, SelectField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useInviteMember } from "@/features/team/queries/use-team";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

export const ROLE_OPTIONS = ASSIGNABLE_ROLES.map((role) => ({ value: role, label: `${ROLE_LABELS[role]}: ${ROLE_DESCRIPTIONS[role]}` }));

function InviteMemberForm({ onSent }: { onSent: () => void }) {
  const form = useForm({ resolver: zodResolver(inviteMemberRequestSchema), defaultValues: { email: "", role: "designer" as const } });
  const invite = useInviteMember();
  const submit = form.handleSubmit((request) => invite.mutate(request, { onSuccess: onSent, onError: (error) => applyServerFieldErrors(form, error) }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="E-mail" type="email" autoComplete="off" placeholder="colleague@studio.co.za" {...bindField(form, "email")} />
      <SelectField label="Role" options={ROLE_OPTIONS} {...bindField(form, "role")} />
      <FormDialogFooter submitLabel="Send Invitation" pendingLabel="Sending..." isPending={invite.isPending} />
    </form>
  );
}

/** Invites someone by e-mail: they get a link, good for 7 days, to join the studio in the role chosen here. */
export function InviteMemberButton() {
  return (
    <FormDialog
      title="Invite a Team Member"
      description="They are e-mailed a link to join the studio. It works once, within 7 days, and you can revoke it until then."
      trigger={
        <Button className="min-h-11">
          <UserPlus aria-hidden="true" />
          Invite Member
        </Button>
      }
    >
      {(close) => <InviteMemberForm onSent={close} />}
    </FormDialog>
  );
}
