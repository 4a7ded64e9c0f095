import type { Quote } from "@atelier/contracts";
import { Send } from "lucide-react";
import { useId, useState } from "react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { TOUCH_TARGET } from "@/features/quotes/lib/touch-target";
import { useSendQuote } from "@/features/quotes/queries/use-send-quote";
import { SendQuoteForm } from "./send-quote-form";

/** Why Send waits: the client gets the quote as saved, so unsaved edits would not reach them. */
export const UNSAVED_CHANGES = "Save your changes first: the client receives the quote as it was last saved.";

interface SendQuoteButtonProps {
  quote: Pick<Quote, "id" | "projectId" | "number" | "status">;
  /** The draft has edits not yet saved: Send stays reachable but does nothing, and says why. */
  hasUnsavedChanges?: boolean;
}

/** Opens the Send to client dialog; a send goes on (and reports) if the dialog is closed meanwhile. */
export function SendQuoteButton({ quote, hasUnsavedChanges = false }: SendQuoteButtonProps) {
  const [open, setOpen] = useState(false);
  const sending = useSendQuote(quote, { onSent: () => setOpen(false) });
  const reasonId = useId();
  const label = quote.status === "sent" ? "Send Again" : "Send to Client";

  if (hasUnsavedChanges) {
    return (
      <div className="grid gap-1 sm:max-w-64">
        <Button type="button" className={TOUCH_TARGET} aria-disabled="true" aria-describedby={reasonId}>
          <Send aria-hidden="true" />
          {label}
        </Button>
        <p id={reasonId} className="text-xs text-muted-foreground">
          {UNSAVED_CHANGES}
        </p>
      </div>
    );
  }
  return (
    <FormDialog
      title="Send to Client"
      description={`${quote.number} is e-mailed as a PDF to the project's client.`}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button className={TOUCH_TARGET} disabled={sending.isSending} aria-busy={sending.isSending}>
          <Send aria-hidden="true" />
          {sending.isSending && !open ? "Sending..." : label}
        </Button>
      }
    >
      {() => <SendQuoteForm projectId={quote.projectId} isSending={sending.isSending} status={sending.status} onSend={sending.send} />}
    </FormDialog>
  );
}
