import { setMemberRateRequestSchema, type TeamMember } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { zodResolver } from "@hookform/resolvers/zod";
import { Coins } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useSetMemberRate } from "@/features/team/queries/use-team";
import { bindMoneyField, emptyToNull } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";

function MemberRateForm({ member, onSaved }: { member: TeamMember; onSaved: () => void }) {
  const form = useForm({
    resolver: zodResolver(setMemberRateRequestSchema),
    defaultValues: { hourlyRate: member.hourlyRate === null ? "" : formatRand(member.hourlyRate) },
  });
  const save = useSetMemberRate(member);
  const submit = form.handleSubmit((request) => save.mutate(request, { onSuccess: onSaved, onError: (error) => applyServerFieldErrors(form, error) }));
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <FormField label="Hourly Rate (ZAR)" hint="Leave it empty to bill their time at the studio's rate" {...bindMoneyField(form, "hourlyRate", { setValueAs: emptyToNull })} />
      <FormDialogFooter submitLabel="Save Rate" pendingLabel="Saving..." isPending={save.isPending} />
    </form>
  );
}

/** What an hour of a member's time is billed at: theirs, or the studio's when they have none. */
export function MemberRateDialog({ member, name }: { member: TeamMember; name: string }) {
  return (
    <FormDialog
      title="Hourly Rate"
      description={`What an hour of ${name}'s time is billed at, before VAT. Time already billed keeps its price.`}
      trigger={
        <Button variant="ghost" size="icon-sm" className="size-11" aria-label={`Set the hourly rate of ${name}`}>
          <Coins aria-hidden="true" />
        </Button>
      }
    >
      {(close) => <MemberRateForm member={member} onSaved={close} />}
    </FormDialog>
  );
}
