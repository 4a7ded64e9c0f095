import type { Invoice } from "@atelier/contracts";
import { formatRand } from "@atelier/money";
import { Send } from "lucide-react";
import { useState, type FormEvent } from "react";
import { FormDialog, FormDialogFooter } from "@/components/form-dialog";
import { TextareaField } from "@/components/form-field";
import { RecipientCard } from "@/components/recipient-card";
import { Button } from "@/components/ui/button";
import { useSendInvoice } from "@/features/invoices/queries/use-invoice-actions";

interface SendInvoiceDialogProps {
  invoice: Invoice;
  client: { name: string | null; email: string | null };
}

/**
 * Send to Client shows who the invoice goes to and what it asks before anything is e-mailed, since a mail cannot be
 * called back; the studio may add a note above it.
 */
export function SendInvoiceDialog({ invoice, client }: SendInvoiceDialogProps) {
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const sending = useSendInvoice(invoice);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    sending.send(message.trim());
    setOpen(false);
  };
  return (
    <FormDialog
      title="Send to Client"
      description={`${invoice.number} is e-mailed as a PDF, with where to pay and the payment reference.`}
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button className="min-h-11" disabled={sending.isSending || !client.email}>
          <Send aria-hidden="true" />
          {sending.isSending ? "Sending..." : invoice.sentAt ? "Send Again" : "Send to Client"}
        </Button>
      }
    >
      {() => (
        <form onSubmit={submit} noValidate className="grid gap-5">
          <RecipientCard name={client.name ?? "The client"} email={client.email ?? ""}>
            <dt className="mt-2 text-xs text-muted-foreground">Invoice</dt>
            <dd>
              {invoice.number}, {formatRand(invoice.balance)} due
            </dd>
          </RecipientCard>
          <TextareaField label="Message (optional)" rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
          <FormDialogFooter submitLabel="Send Invoice" pendingLabel="Sending..." isPending={sending.isSending} />
        </form>
      )}
    </FormDialog>
  );
}
