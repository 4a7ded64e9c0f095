import type { ProjectInvoices } from "@atelier/contracts";
import { Receipt } from "lucide-react";
import { FormDialog } from "@/components/form-dialog";
import { Button } from "@/components/ui/button";
import { createRequestOf, newDraftState } from "@/features/invoices/lib/invoice-draft";
import { useCreateInvoice } from "@/features/invoices/queries/use-invoice-actions";
import { InvoiceDraftForm } from "./invoice-draft-form";

/** Create Invoice: a draft of any kind, from an approved quote or lines typed by hand. */
export function CreateInvoiceDialog({ projectId, invoices }: { projectId: string; invoices: ProjectInvoices }) {
  const create = useCreateInvoice(projectId);
  return (
    <FormDialog
      title="Create Invoice"
      description="A draft to check before it is issued: issuing numbers it and locks it for good."
      trigger={
        <Button className="min-h-11">
          <Receipt aria-hidden="true" />
          Create Invoice
        </Button>
      }
    >
      {(close) => (
        <InvoiceDraftForm
          initial={newDraftState(invoices.billableQuotes)}
          invoices={invoices}
          creating
          toRequest={createRequestOf}
          save={(request, { onError }) => create.mutate(request, { onSuccess: close, onError })}
          isPending={create.isPending}
          submitLabel="Create Draft"
          pendingLabel="Creating..."
          failure="Failed to create the invoice. Please try again."
        />
      )}
    </FormDialog>
  );
}
