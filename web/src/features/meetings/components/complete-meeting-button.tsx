import { completeMeetingRequestSchema, type Meeting } from "@atelier/contracts";
import { zodResolver } from "@hookform/resolvers/zod";
import { CheckCircle2 } from "lucide-react";
import { useForm } from "react-hook-form";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { TextareaField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { useCompleteMeetingMutation } from "@/features/meetings/queries/use-meetings";
import { bindField } from "@/lib/field-binding";
import { applyServerFieldErrors } from "@/lib/form-errors";
import { useOffers } from "@/hooks/use-can";
import { FollowUpFields } from "./follow-up-fields";

/** Complete: what came of the meeting and the follow-up actions, each with an optional due date. */
export function CompleteMeetingButton({ meeting }: { meeting: Meeting }) {
  const offered = useOffers("work.write");
  if (!offered) return null;
  return (
    <FormDialog
      title="Complete Meeting"
      description={`Record the outcome of "${meeting.title}" and what happens next.`}
      trigger={
        <Button size="sm" variant="outline" className="min-h-11" aria-label={`Complete ${meeting.title}`}>
          <CheckCircle2 aria-hidden="true" />
          Complete
        </Button>
      }
    >
      {(close) => <CompleteMeetingForm meeting={meeting} onCompleted={close} />}
    </FormDialog>
  );
}

function CompleteMeetingForm({ meeting, onCompleted }: { meeting: Meeting; onCompleted: () => void }) {
  const form = useForm({ resolver: zodResolver(completeMeetingRequestSchema), defaultValues: { outcomes: "", followUps: [] } });
  const complete = useCompleteMeetingMutation(meeting);
  const submit = form.handleSubmit((request) =>
    complete.mutate(request, { onSuccess: onCompleted, onError: (error) => applyServerFieldErrors(form, error) }),
  );
  return (
    <form onSubmit={submit} noValidate className="grid gap-5">
      <TextareaField label="Outcome" placeholder="Decisions, approvals and anything agreed" {...bindField(form, "outcomes")} />
      <FollowUpFields form={form} />
      <FormDialogFooter submitLabel="Complete Meeting" pendingLabel="Saving..." isPending={complete.isPending} />
    </form>
  );
}
