import type { SendQuoteRequest } from "@atelier/contracts";
import { useId, useState, type FormEvent } from "react";
import { FormDialogFooter } from "@/components/form-dialog";
import { TextareaField } from "@/components/form-field";
import { useProject } from "@/features/projects/queries/use-projects";
import { JobProgress } from "@/features/jobs/components/job-progress";
import type { JobStatus } from "@/features/jobs/hooks/use-job";
import { QuoteRecipient } from "./quote-recipient";

interface SendQuoteFormProps {
  projectId: string;
  isSending: boolean;
  status: JobStatus | null;
  onSend: (request: SendQuoteRequest) => void;
}

/** The recipient from the project, an optional message, and Send: blocked, saying why, while there is no one to send to. */
export function SendQuoteForm({ projectId, isSending, status, onSend }: SendQuoteFormProps) {
  const project = useProject(projectId);
  const [message, setMessage] = useState("");
  const reasonId = useId();
  const canSend = Boolean(project.data?.clientEmail);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canSend) onSend({ message: message.trim() || undefined });
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-5" aria-describedby={canSend ? undefined : reasonId}>
      <section aria-label="Recipient" aria-busy={project.isPending}>
        {project.data ? (
          <QuoteRecipient project={project.data} reasonId={reasonId} />
        ) : (
          <p id={reasonId} role={project.isError ? "alert" : "status"} className="text-sm text-muted-foreground">
            {project.isError ? "The client's details could not be loaded, so the quote cannot be sent. Close this and try again." : "Loading the recipient..."}
          </p>
        )}
      </section>
      <TextareaField
        label="Message (optional)"
        rows={4}
        maxLength={5000}
        placeholder="Here is the proposal we discussed."
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        disabled={isSending}
      />
      {isSending && <JobProgress label="Sending quote" status={status} />}
      <div className="pointer-coarse:[&_button]:min-h-11">
        <FormDialogFooter submitLabel="Send Quote" pendingLabel="Sending..." isPending={isSending} disabled={!canSend} />
      </div>
    </form>
  );
}
